import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { loginBody } from '@mchabbo/shared/cuenta/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { paths } from '@/config/paths';
import { ApiError, SIN_CONEXION } from '@/lib/api-client';
import { marcarClaveTemporal } from '@/lib/sesion';
import { useIniciarSesion } from '../api';
import { RecuperarClaveForm } from './recuperar-clave-form';

/** Login shows only what the server says; these cover a server that could not answer. */
function mensajeLogin(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === SIN_CONEXION) return 'No se pudo conectar con el servidor.';
  }
  return 'No se pudo iniciar sesión.';
}

/**
 * The "Acceder" form: on success stores the session and opens the panel (or, after a
 * temporary key, the forced password change).
 */
export function LoginForm({ onSuccess }: { onSuccess?: () => void }) {
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { nameUser: '', password: '' },
    // The messages stay until the next try.
    clearInputErrorOnChange: false,
    validate: schemaResolver(loginBody, { sync: true }),
    transformValues: (valores) => loginBody.parse(valores),
  });
  const [recuperando, setRecuperando] = useState(false);
  const login = useIniciarSesion();

  const onSubmit = form.onSubmit((datos) =>
    login.mutate(datos, {
      onSuccess: (data) => {
        // A temporary key: the panel's guards send the user to the password change.
        if (data.debeCambiarClave) marcarClaveTemporal();
        onSuccess?.();
        void navigate(paths.app.root.getHref());
      },
    }),
  );

  if (recuperando) return <RecuperarClaveForm onVolver={() => setRecuperando(false)} />;

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Acceder">
      <Stack>
        <TextInput
          label="Usuario"
          name="nameUser"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-autofocus
          {...form.getInputProps('nameUser')}
        />
        <PasswordInput
          label="Contraseña"
          name="password"
          autoComplete="current-password"
          {...form.getInputProps('password')}
          aria-invalid={form.errors.password ? true : undefined}
        />
        <AvisosFormulario error={login.isError && mensajeLogin(login.error)} />
        <Button type="submit" loading={login.isPending} fullWidth>
          Entrar
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={() => setRecuperando(true)}>
          ¿Olvidaste tu contraseña?
        </Button>
      </Stack>
    </form>
  );
}
