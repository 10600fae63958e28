import '@mantine/core/styles/NavLink.css';
import { NavLink, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { menuPorNivel } from '@mchabbo/shared/niveles/menu';
import type { RutasPanel } from '@/config/paths';
import { ICONO_PAGINA } from './iconos-pagina';

interface SidebarProps {
  nivel: number;
  /** `paths.app`, from the shell. */
  rutas: RutasPanel;
  /** Called after a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
}

/**
 * The level's menu (docs/reglas.md, Access by level): Inicio, then the groups of
 * `menuPorNivel`.
 */
export function Sidebar({ nivel, rutas, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const inicio = rutas.root.getHref();

  return (
    <Stack gap="md">
      <NavLink
        component={Link}
        to={inicio}
        label="Inicio"
        leftSection={<IconHome size={18} aria-hidden />}
        active={pathname === inicio}
        aria-current={pathname === inicio ? 'page' : undefined}
        onClick={onNavigate}
      />
      {menuPorNivel(nivel).map((grupo) => {
        const tituloId = `menu-grupo-${grupo.clave}`;
        return (
          <div
            key={grupo.clave}
            role="group"
            aria-labelledby={grupo.titulo ? tituloId : undefined}
            aria-label={grupo.titulo ? undefined : 'Accesos directos'}
          >
            {grupo.titulo ? (
              <Text component="h2" id={tituloId} size="sm" fw={700} c="dimmed" px="sm" mb={4}>
                {grupo.titulo}
              </Text>
            ) : null}
            {grupo.enlaces.map((enlace) => {
              const href = rutas.pagina.getHref(enlace.pagina);
              const activo = pathname === href;
              const Icono = ICONO_PAGINA[enlace.pagina];
              return (
                <NavLink
                  key={enlace.pagina}
                  component={Link}
                  to={href}
                  label={enlace.etiqueta}
                  leftSection={<Icono size={18} aria-hidden />}
                  active={activo}
                  aria-current={activo ? 'page' : undefined}
                  onClick={onNavigate}
                />
              );
            })}
          </div>
        );
      })}
    </Stack>
  );
}
