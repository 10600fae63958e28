import '../mantine-styles-panel';
import {
  Alert,
  Button,
  Card,
  Container,
  Group,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { claveNueva, MENSAJES_CUENTA } from '@mchabbo/shared/cuenta/contratos';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useChangePassword } from '@/features/cuenta/api/change-password';
import { LogoutModal } from '@/features/shell/components/logout-modal';
import { usePageTitle } from '@/hooks/use-page-title';
import { mensajeDeError } from '@/lib/api-client';
import { useAppName } from '@/lib/app-config';
import { useSessionUser } from '@/lib/session';

const TITULO = 'Cambia tu contraseña temporal';

/** The first problem of the form, or null when it can be sent. */
function validar(temporal: string, nueva: string, repetida: string): string | null {
  if (!temporal || !nueva || !repetida) return MENSAJES_CUENTA.completaCampos;
  if (nueva !== repetida) return MENSAJES_CUENTA.nuevasNoCoinciden;
  const regla = claveNueva.safeParse(nueva);
  return regla.success ? null : (regla.error.issues[0]?.message ?? null);
}

function CambioObligatorioForm({ nameUser }: { nameUser: string }) {
  const navigate = useNavigate();
  const [temporal, setTemporal] = useState('');
  const [nueva, setNueva] = useState('');
  const [repetida, setRepetida] = useState('');
  const [errorLocal, setErrorLocal] = useState<string | null>(null);
  // The hook stores the fresh token and user, which also clears the temporary-key flag.
  const cambio = useChangePassword({
    onSuccess: () => void navigate(paths.app.root.getHref(), { replace: true }),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    cambio.reset();
    const problema = validar(temporal, nueva, repetida);
    setErrorLocal(problema);
    if (problema) return;
    cambio.mutate({ nameUser, oldPassword: temporal, newPassword: nueva });
  }

  const error =
    errorLocal ??
    (cambio.isError ? mensajeDeError(cambio.error, 'Error al cambiar la contraseña') : null);

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="clave-temporal-titulo">
      <Stack>
        <PasswordInput
          label="Clave temporal"
          name="oldPassword"
          autoComplete="current-password"
          value={temporal}
          onChange={(e) => setTemporal(e.currentTarget.value)}
          data-autofocus
        />
        <PasswordInput
          label="Nueva contraseña"
          name="newPassword"
          autoComplete="new-password"
          value={nueva}
          onChange={(e) => setNueva(e.currentTarget.value)}
        />
        <PasswordInput
          label="Repetir nueva contraseña"
          name="repeatPassword"
          autoComplete="new-password"
          value={repetida}
          onChange={(e) => setRepetida(e.currentTarget.value)}
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
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
  const user = useSessionUser();
  const appName = useAppName();
  const [salirAbierto, salir] = useDisclosure(false);
  usePageTitle(TITULO);
  if (!user) return null;

  return (
    <Container size={460} py="xl" px="md" component="main">
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
  );
}
