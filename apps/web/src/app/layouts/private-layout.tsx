import '../mantine-styles-panel';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/NavLink.css';
import { Anchor, AppShell, Box, Burger, Drawer, Group, NavLink, ScrollArea } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet } from 'react-router';
import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import { Footer } from '@/components/layouts/footer';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { usePreferencias } from '@/features/cuenta/api/get-preferencias';
import { LogoutModal } from '@/features/shell/components/logout-modal';
import { Sidebar } from '@/features/shell/components/sidebar';
import { UserMenu } from '@/features/shell/components/user-menu';
import { useAppName } from '@/lib/app-config';
import { guardarPreferenciasLocales, usePreferenciasLocales } from '@/lib/preferences';
import { useSessionUser } from '@/lib/session';

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

function CerrarSesionBoton({ onClick }: { onClick: () => void }) {
  return (
    <NavLink
      component="button"
      type="button"
      label="Cerrar sesión"
      leftSection={<IconLogout size={18} aria-hidden />}
      onClick={onClick}
      c="red"
    />
  );
}

function Shell({ user }: { user: SessionUser }) {
  const appName = useAppName();
  const { is_app: compacto } = usePreferenciasLocales();
  // "Modo app" starts with the sidebar collapsed to leave room for the page.
  const [lateralAbierto, setLateralAbierto] = useState(!compacto);
  const [cajonAbierto, cajon] = useDisclosure(false);
  const [salirAbierto, salir] = useDisclosure(false);
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
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={cajonAbierto}
              onClick={cajon.toggle}
              hiddenFrom="sm"
              size="sm"
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
            >
              <Group gap={8} wrap="nowrap">
                <Logo size={28} />
                {appName}
              </Group>
            </Anchor>
          </Group>
          <UserMenu user={user} onLogout={salir.open} />
        </Group>
      </AppShell.Header>

      {/* A collapsed navbar is only moved off screen; unmounting keeps it out of tab order. */}
      {lateralAbierto ? (
        <AppShell.Navbar p="sm" visibleFrom="sm" aria-label="Menú lateral">
          <AppShell.Section grow component={ScrollArea}>
            <Sidebar nivel={user.nivel} />
          </AppShell.Section>
          <AppShell.Section pt="sm">
            <CerrarSesionBoton onClick={pedirSalida} />
          </AppShell.Section>
        </AppShell.Navbar>
      ) : null}

      <Drawer opened={cajonAbierto} onClose={cajon.close} title={appName} size={300} padding="sm">
        <Box component="nav" aria-label="Menú lateral">
          <Sidebar nivel={user.nivel} onNavigate={cajon.close} />
          <Box pt="sm">
            <CerrarSesionBoton onClick={pedirSalida} />
          </Box>
        </Box>
      </Drawer>

      {/* The shell's box is a plain div so the page's <main> and the <footer> are siblings. */}
      <AppShell.Main
        renderRoot={(props) => <div {...props} />}
        style={{ display: 'flex', flexDirection: 'column' }}
      >
        {/* At least a screen tall: the footer starts below the fold, so the page filling in
            as its data arrives does not push a visible footer down (layout shift). */}
        <Box component="main" p={compacto ? 'xs' : 'md'} mih="100dvh" style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <Footer />
      </AppShell.Main>

      <LogoutModal opened={salirAbierto} onClose={salir.close} />
    </AppShell>
  );
}

/** The signed-in area under /mchabbo: top bar, sidebar (a drawer on phones), page, footer. */
export function PrivateLayout() {
  const user = useSessionUser();
  // The route guard ran before; this covers a logout in another tab.
  if (!user) return <Navigate to={paths.home.getHref()} replace />;
  return <Shell user={user} />;
}
