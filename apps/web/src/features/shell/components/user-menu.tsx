import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import { RANGO_INVITADO } from '@mchabbo/shared/niveles/niveles';
import { paths } from '@/config/paths';

/** The top bar's menu, named after the user: Perfil, Configuración, Cerrar sesión. */
export function UserMenu({ user, onLogout }: { user: SessionUser; onLogout: () => void }) {
  return (
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconUser size={18} aria-hidden />}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          maw={{ base: 180, sm: 280 }}
          styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
        >
          {user.nameUser}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.rango ?? RANGO_INVITADO}</Menu.Label>
        <Menu.Item
          component={Link}
          to={paths.app.pagina.getHref('perfil')}
          leftSection={<IconUser size={16} aria-hidden />}
        >
          Perfil
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={paths.app.pagina.getHref('configuracion')}
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
