import '../mantine-styles-panel';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import { Anchor, AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Link, Navigate, Outlet } from 'react-router';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import { ProveedorEsperas, useEsperasDePagina } from '@/components/layouts/espera-de-pagina';
import { Footer } from '@/components/layouts/footer';
import { useAbiertoAlgunaVez } from '@/components/ui/apertura-diferida';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { usePreferencias } from '@/features/cuenta/preferencias';
import { BotonUsuario } from '@/features/shell/components/boton-usuario';
import { LogoutModal } from '@/features/shell/components/logout-modal';
import { useAppName } from '@/lib/app-config';
import { guardarPreferenciasLocales, usePreferenciasLocales } from '@/lib/preferences';
import { useUsuarioSesion } from '@/lib/sesion';

// Loaded on their own, so a phone's first paint does not wait for them: the user menu (its
// button shows at once), the sidebar's content (wide screens only) and the phone menu (when
// first opened); the sign-out dialog loads its own. They get the routes as a prop (RutasPanel).
const UserMenu = lazy(() =>
  import('@/features/shell/components/user-menu').then((m) => ({ default: m.UserMenu })),
);
// The notification bell (its count, menu, live stream and toasts) loads on its own too.
const Campana = lazy(() =>
  import('@/features/notificaciones/components/campana').then((m) => ({ default: m.Campana })),
);
const cargarPanelLateral = () => import('@/features/shell/components/panel-lateral');
const PanelLateral = lazy(() => cargarPanelLateral().then((m) => ({ default: m.PanelLateral })));

/** From Mantine's `sm` breakpoint up the sidebar shows; phones use the drawer. */
const ANCHO = '(min-width: 48em)';

// On a wide screen the sidebar is part of the first paint: its code starts loading with
// this module's, and the shell waits for it (no Suspense boundary around it), so it never
// pops in after the page.
if (typeof window !== 'undefined' && window.matchMedia?.(ANCHO).matches) {
  cargarPanelLateral().catch(() => {});
}
const cargarMenuMovil = () => import('@/features/shell/components/menu-movil');
const MenuMovil = lazy(() => cargarMenuMovil().then((m) => ({ default: m.MenuMovil })));
/** Starts loading the phone menu as the finger or the focus reaches its button. */
const prepararMenuMovil = () => {
  cargarMenuMovil().catch(() => {});
};

/** Keeps the local copy of the account's preferences current; failures are only logged. */
function useSincronizarPreferencias(nameUser: string) {
  const { data, error } = usePreferencias(nameUser);
  useEffect(() => {
    if (data) guardarPreferenciasLocales(data);
  }, [data]);
  useEffect(() => {
    if (error) console.error('No se pudieron cargar las preferencias', error);
  }, [error]);
}

function Shell({ user }: { user: SessionUser }) {
  const appName = useAppName();
  const { is_app: compacto } = usePreferenciasLocales();
  // "Modo app" starts with the sidebar collapsed to leave room for the page.
  const [lateralAbierto, setLateralAbierto] = useState(!compacto);
  const [cajonAbierto, cajon] = useDisclosure(false);
  const [salirAbierto, salir] = useDisclosure(false);
  const montarCajon = useAbiertoAlgunaVez(cajonAbierto);
  // The sidebar is shown from Mantine's `sm` breakpoint up (phones use the drawer): below
  // it, it is not rendered at all rather than rendered hidden. Widening the window renders
  // it in the background, keeping the screen as it is until its code has loaded.
  const ancho = useDeferredValue(useMediaQuery(ANCHO, true, { getInitialValueInEffect: false }));
  // A click on the user button before the menu's code has loaded opens the menu once it has.
  const [menuPedido, setMenuPedido] = useState(false);
  const { esperando, ajustar } = useEsperasDePagina();
  useSincronizarPreferencias(user.nameUser);

  const pedirSalida = () => {
    cajon.close();
    salir.open();
  };

  return (
    <AppShell
      header={{ height: compacto ? 48 : 60 }}
      navbar={{
        width: 260,
        breakpoint: 'sm',
        collapsed: { mobile: true, desktop: !lateralAbierto },
      }}
      padding={0}
    >
      <AppShell.Header>
        <Group h="100%" px={compacto ? 'xs' : 'md'} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Burger
              opened={cajonAbierto}
              onClick={cajon.toggle}
              onPointerDown={prepararMenuMovil}
              onFocus={prepararMenuMovil}
              hiddenFrom="sm"
              size="sm"
              // A 44 px target for a thumb (docs/reglas.md, Access by level 3.13).
              style={{ width: 44, height: 44, padding: 13 }}
              aria-label="Menú de navegación"
              aria-expanded={cajonAbierto}
            />
            <Burger
              opened={lateralAbierto}
              onClick={() => setLateralAbierto((v) => !v)}
              visibleFrom="sm"
              size="sm"
              aria-label="Menú de navegación"
              aria-expanded={lateralAbierto}
            />
            <Anchor
              component={Link}
              to={paths.app.root.getHref()}
              underline="never"
              c="var(--mantine-color-text)"
              fw={800}
              fz="lg"
              aria-label={appName}
              display="flex"
              mih={44}
              miw={44}
              style={{ alignItems: 'center', justifyContent: 'center' }}
            >
              <Group gap={8} wrap="nowrap">
                <Logo size={28} />
                {/* On a phone the logo alone, so a long user name keeps its menu on screen. */}
                <Box component="span" visibleFrom="xs">
                  {appName}
                </Box>
              </Group>
            </Anchor>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Suspense fallback={null}>
              <Campana />
            </Suspense>
            <Suspense
              fallback={<BotonUsuario nombre={user.nameUser} onClick={() => setMenuPedido(true)} />}
            >
              <UserMenu
                user={user}
                rutas={paths.app}
                onLogout={salir.open}
                defaultOpened={menuPedido}
              />
            </Suspense>
          </Group>
        </Group>
      </AppShell.Header>

      {/* A collapsed navbar is only moved off screen; unmounting keeps it out of tab order. */}
      {lateralAbierto && ancho ? (
        <AppShell.Navbar p="sm" visibleFrom="sm" aria-label="Menú lateral">
          <PanelLateral nivel={user.nivel} rutas={paths.app} onSalir={pedirSalida} />
        </AppShell.Navbar>
      ) : null}

      {montarCajon ? (
        <Suspense fallback={null}>
          <MenuMovil
            opened={cajonAbierto}
            onClose={cajon.close}
            titulo={appName}
            nivel={user.nivel}
            rutas={paths.app}
            onSalir={pedirSalida}
          />
        </Suspense>
      ) : null}

      {/* The shell's box is a plain div so the page's <main> and the <footer> are siblings.
          It is at least a screen tall (header included) and the page takes the room the
          content leaves, so on a short page the footer sits at the bottom of the window.
          While the page says its content is still arriving, the footer is hidden, so the
          content does not push it down in view. */}
      <AppShell.Main
        renderRoot={(props) => <div {...props} />}
        style={{ display: 'flex', flexDirection: 'column' }}
      >
        <Box component="main" p={compacto ? 'xs' : 'md'} style={{ flex: 1 }}>
          <ProveedorEsperas ajustar={ajustar}>
            <Outlet />
          </ProveedorEsperas>
        </Box>
        <Footer oculto={esperando} />
      </AppShell.Main>

      <LogoutModal opened={salirAbierto} onClose={salir.close} />
    </AppShell>
  );
}

/** The signed-in area under /mchabbo: top bar, sidebar (a drawer on phones), page, footer. */
export function PrivateLayout() {
  const user = useUsuarioSesion();
  // The route guard ran before; this covers a logout in another tab.
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  return <Shell user={user} />;
}
