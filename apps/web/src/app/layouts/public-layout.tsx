import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Footer } from '@/components/layouts/footer';
import { DisclosureMenu } from '@/components/ui/disclosure-menu';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useAppName } from '@/lib/app-config';
import { useUsuarioSesion } from '@/lib/sesion';
import type { ModalCuenta } from './auth-modals';

// Modal, its focus trap and scroll lock load with the first click on Acceder or Registro.
const cargarModales = () => import('./auth-modals');
const AuthModals = lazy(() => cargarModales().then((m) => ({ default: m.AuthModals })));

/** Starts downloading the modals and forms as soon as the user shows intent. */
function precargarModales() {
  void cargarModales().then((m) => m.precargarFormularios());
}

function PublicHeader() {
  const appName = useAppName();
  const user = useUsuarioSesion();
  const [modal, setModalState] = useState<ModalCuenta>(null);
  // Stays mounted after the first use so closing transitions can run.
  const [modalesUsados, setModalesUsados] = useState(false);
  const setModal = (siguiente: ModalCuenta) => {
    if (siguiente) setModalesUsados(true);
    setModalState(siguiente);
  };

  return (
    <Box
      component="header"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Anchor
            component={Link}
            to={paths.home.getHref()}
            underline="never"
            c="var(--mantine-color-text)"
            fw={800}
            fz="xl"
            display="flex"
            mih={44}
            style={{ alignItems: 'center' }}
          >
            <Group gap={8} wrap="nowrap">
              <Logo size={32} />
              {appName}
            </Group>
          </Anchor>
          <Group gap="xs" wrap="nowrap" component="nav" aria-label="Principal">
            <DisclosureMenu
              label="Información"
              links={[
                {
                  to: paths.rangos.getHref(),
                  label: 'Rangos',
                  icon: <IconListDetails size={16} aria-hidden />,
                },
              ]}
            />
            {user ? (
              <Button component={Link} to={paths.app.root.getHref()}>
                Ir al panel
              </Button>
            ) : (
              <>
                <Button
                  variant="default"
                  px="sm"
                  onClick={() => setModal('acceder')}
                  onPointerEnter={precargarModales}
                  onFocus={precargarModales}
                >
                  Acceder
                </Button>
                <Button
                  px="sm"
                  onClick={() => setModal('registro')}
                  onPointerEnter={precargarModales}
                  onFocus={precargarModales}
                >
                  Registro
                </Button>
              </>
            )}
          </Group>
        </Group>
      </Container>
      {modalesUsados ? (
        <Suspense fallback={null}>
          <AuthModals abierto={modal} onChange={setModal} />
        </Suspense>
      ) : null}
    </Box>
  );
}

/** Landing, ranks page and public 404: header, page and footer. */
export function PublicLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
