import { Alert, Button, Card, PasswordInput, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { claveNueva, MENSAJES_CUENTA } from '@mchabbo/shared/cuenta/contratos';
import { mensajeDeError } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

/** The first problem of the form, or null when it can be sent. */
function validar(actual: string, nueva: string, repetida: string): string | null {
  if (!actual || !nueva || !repetida) return MENSAJES_CUENTA.completaCampos;
  if (nueva !== repetida) return MENSAJES_CUENTA.nuevasNoCoinciden;
  const regla = claveNueva.safeParse(nueva);
  return regla.success ? null : (regla.error.issues[0]?.message ?? null);
}

/** Password change; the new token the server returns replaces the stored one. */
export function CambioClaveForm({ nameUser }: { nameUser: string }) {
  const [actual, setActual] = useState('');
  const [nueva, setNueva] = useState('');
  const [repetida, setRepetida] = useState('');
  const [errorLocal, setErrorLocal] = useState<string | null>(null);
  const [exito, setExito] = useState<string | null>(null);

  const cambio = useChangePassword({
    onSuccess: (data) => {
      setExito(data?.message || 'Contraseña cambiada correctamente');
      setActual('');
      setNueva('');
      setRepetida('');
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setExito(null);
    cambio.reset();
    const problema = validar(actual, nueva, repetida);
    setErrorLocal(problema);
    if (problema) return;
    cambio.mutate({ nameUser, oldPassword: actual, newPassword: nueva });
  }

  const error =
    errorLocal ??
    (cambio.isError ? mensajeDeError(cambio.error, 'Error al cambiar la contraseña') : null);

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" id="cambio-clave-titulo" mb="md">
        Cambiar contraseña
      </Title>
      <form onSubmit={onSubmit} noValidate aria-labelledby="cambio-clave-titulo">
        <Stack>
          <PasswordInput
            label="Contraseña actual"
            name="oldPassword"
            autoComplete="current-password"
            value={actual}
            onChange={(e) => setActual(e.currentTarget.value)}
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
            <Alert color="red" variant="light">
              {error}
            </Alert>
          ) : null}
          {exito ? (
            <Alert color="green" variant="light">
              {exito}
            </Alert>
          ) : null}
          <Button type="submit" loading={cambio.isPending} style={{ alignSelf: 'flex-start' }}>
            Cambiar contraseña
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
