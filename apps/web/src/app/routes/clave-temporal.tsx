import '../mantine-styles-panel';
import { Box, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { Footer } from '@/components/layouts/footer';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useCambiarClave } from '@/features/cuenta/api';
import { CamposClave, useFormularioClaves } from '@/features/cuenta/components/campos-clave';
import { LogoutModal } from '@/features/shell/components/logout-modal';
import { usePageTitle } from '@/hooks/use-page-title';
import { mensajeDeError } from '@/lib/api-client';
import { useAppName } from '@/lib/app-config';
import { useUsuarioSesion } from '@/lib/sesion';

const TITULO = 'Cambia tu contraseña temporal';

function CambioObligatorioForm({ nameUser }: { nameUser: string }) {
  const navigate = useNavigate();
  const form = useFormularioClaves();
  // The hook stores the fresh token and user, which also clears the temporary-key flag.
  const cambio = useCambiarClave();

  const onSubmit = form.onSubmit(
    ({ actual, nueva }) =>
      cambio.mutate(
        { nameUser, oldPassword: actual, newPassword: nueva },
        { onSuccess: () => void navigate(paths.app.root.getHref(), { replace: true }) },
      ),
    () => cambio.reset(),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="clave-temporal-titulo">
      <Stack>
        <CamposClave
          valores={form.values}
          onChange={form.setValues}
          etiquetaActual="Clave temporal"
          enfocar
        />
        <AvisosFormulario
          error={
            form.errors.form ??
            (cambio.isError && mensajeDeError(cambio.error, 'Error al cambiar la contraseña'))
          }
        />
        <Button type="submit" loading={cambio.isPending} fullWidth>
          Guardar nueva contraseña
        </Button>
      </Stack>
    </form>
  );
}

/**
 * After signing in with a temporary key the server refuses everything but a password
 * change, so this page, outside the panel's shell, offers only that (and signing out).
 */
export function Component() {
  const user = useUsuarioSesion();
  const appName = useAppName();
  const [salirAbierto, salir] = useDisclosure(false);
  usePageTitle(TITULO);
  if (!user) return null;

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Container size={460} py="xl" px="md" component="main" style={{ flex: 1 }} w="100%">
        <Group gap={8} justify="center" mb="lg" fw={800} fz="lg">
          <Logo size={32} />
          {appName}
        </Group>
        <Card withBorder padding="lg">
          <Title order={1} size="h3" id="clave-temporal-titulo">
            {TITULO}
          </Title>
          <Text size="sm" c="dimmed" mt="xs" mb="md">
            Hola, {user.nameUser}. Accediste con una clave temporal: elige una contraseña nueva para
            entrar al panel. En «Clave temporal» escribe la clave que te dieron.
          </Text>
          <CambioObligatorioForm nameUser={user.nameUser} />
        </Card>
        <Group justify="center" mt="md">
          <Button variant="subtle" color="red" onClick={salir.open}>
            Cerrar sesión
          </Button>
        </Group>
        <LogoutModal opened={salirAbierto} onClose={salir.close} />
      </Container>
      <Footer />
    </Box>
  );
}
