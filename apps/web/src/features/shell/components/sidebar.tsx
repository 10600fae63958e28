import '@mantine/core/styles/NavLink.css';
import { Group, NavLink, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconHome } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { menuPorNivel, type GrupoMenu } from '@mchabbo/shared/niveles/menu';
import type { RutasPanel } from '@/config/paths';
import { createLocalStore, useLocalStore } from '@/lib/local-store';
import { ICONO_PAGINA } from './iconos-pagina';

interface SidebarProps {
  nivel: number;
  /** `paths.app`, from the shell. */
  rutas: RutasPanel;
  /** Called after a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
  /** The phone drawer: every row a 44 px target. Wide screens get compact rows. */
  tactil?: boolean;
}

/**
 * The height of a row: 44 px in the phone drawer (a thumb’s target), 22 px on a wide
 * screen, where every entry of the owner's menu then fits a 1366×768 window without
 * scrolling (docs/reglas.md, Access by level 3.11).
 */
export const alturaFila = (tactil: boolean) => (tactil ? 44 : 22);

/** A NavLink's styles for that height. */
export const estilosFila = (tactil: boolean) => ({
  root: tactil
    ? { minHeight: alturaFila(tactil), paddingBlock: 8 }
    : { minHeight: alturaFila(tactil), paddingBlock: 2, lineHeight: 1.2 },
});

type ClaveGrupo = GrupoMenu['clave'];

/** The groups the person folded, kept on this device across visits and tabs. */
const plegados = createLocalStore<ClaveGrupo[]>(
  'menu_plegado',
  (v) => (Array.isArray(v) ? v.filter((x): x is ClaveGrupo => typeof x === 'string') : null),
  [],
);

/**
 * The level's menu (docs/reglas.md, Access by level): Inicio, then the groups of
 * `menuPorNivel`. Each titled group folds from its heading (3.11), and stays as the person
 * left it.
 */
export function Sidebar({ nivel, rutas, onNavigate, tactil = false }: SidebarProps) {
  const { pathname } = useLocation();
  const inicio = rutas.root.getHref();
  const cerrados = useLocalStore(plegados);
  const alternar = (clave: ClaveGrupo) =>
    plegados.set(
      cerrados.includes(clave) ? cerrados.filter((c) => c !== clave) : [...cerrados, clave],
    );

  const estilos = estilosFila(tactil);
  return (
    <Stack gap={tactil ? 'md' : 4}>
      <NavLink
        component={Link}
        to={inicio}
        label="Inicio"
        leftSection={<IconHome size={18} aria-hidden />}
        active={pathname === inicio}
        aria-current={pathname === inicio ? 'page' : undefined}
        onClick={onNavigate}
        styles={estilos}
      />
      {menuPorNivel(nivel).map((grupo) => {
        const tituloId = `menu-grupo-${grupo.clave}`;
        const listaId = `menu-lista-${grupo.clave}`;
        const abierto = !grupo.titulo || !cerrados.includes(grupo.clave);
        const Chevron = abierto ? IconChevronDown : IconChevronRight;
        return (
          <div
            key={grupo.clave}
            role="group"
            aria-labelledby={grupo.titulo ? tituloId : undefined}
            aria-label={grupo.titulo ? undefined : 'Accesos directos'}
          >
            {grupo.titulo ? (
              <Text component="h2" id={tituloId} size="sm" fw={700} c="dimmed" mb={tactil ? 4 : 0}>
                <UnstyledButton
                  onClick={() => alternar(grupo.clave)}
                  aria-expanded={abierto}
                  aria-controls={listaId}
                  w="100%"
                  px="sm"
                  mih={alturaFila(tactil)}
                  c="dimmed"
                  fw={700}
                  fz="sm"
                >
                  <Group justify="space-between" wrap="nowrap">
                    {grupo.titulo}
                    <Chevron size={16} aria-hidden />
                  </Group>
                </UnstyledButton>
              </Text>
            ) : null}
            <div id={listaId} hidden={!abierto}>
              {abierto
                ? grupo.enlaces.map((enlace) => {
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
                        styles={estilos}
                      />
                    );
                  })
                : null}
            </div>
          </div>
        );
      })}
    </Stack>
  );
}
