import { Menu } from '@mantine/core';
import { IconId, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import { RANGO_INVITADO } from '@mchabbo/shared/niveles/niveles';
import type { RutasPanel } from '@/config/paths';
import { BotonUsuario } from './boton-usuario';

/**
 * The top bar's menu, named after the user: Perfil, one's own Cambio de nombre,
 * Configuración, Cerrar sesión (docs/reglas.md, Access by level 3.6).
 */
export function UserMenu({
  user,
  rutas,
  onLogout,
  defaultOpened,
}: {
  user: SessionUser;
  /** `paths.app`, from the shell. */
  rutas: RutasPanel;
  onLogout: () => void;
  /** Open from the start (the button was pressed while this code loaded). */
  defaultOpened?: boolean;
}) {
  return (
    <Menu position="bottom-end" width={220} shadow="md" defaultOpened={defaultOpened}>
      <Menu.Target>
        <BotonUsuario nombre={user.nameUser} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.rango ?? RANGO_INVITADO}</Menu.Label>
        <Menu.Item
          component={Link}
          to={rutas.pagina.getHref('perfil')}
          leftSection={<IconUser size={16} aria-hidden />}
        >
          Perfil
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={rutas.pagina.getHref('cambio-nombre')}
          leftSection={<IconId size={16} aria-hidden />}
        >
          Cambio de nombre
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={rutas.pagina.getHref('configuracion')}
          leftSection={<IconSettings size={16} aria-hidden />}
        >
          Configuración
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={onLogout}
        >
          Cerrar sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
