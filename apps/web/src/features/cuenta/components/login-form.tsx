import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MENSAJES_CUENTA } from '@mchabbo/shared/cuenta/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { paths } from '@/config/paths';
import { ApiError, SIN_CONEXION } from '@/lib/api-client';
import { marcarClaveTemporal } from '@/lib/session';
import { useLogin } from '../api/login';
import { RecuperarClaveForm } from './recuperar-clave-form';

interface Errores {
  nameUser?: string;
  password?: string;
}

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
  const [nameUser, setNameUser] = useState('');
  const [password, setPassword] = useState('');
  const [errores, setErrores] = useState<Errores>({});
  const [recuperando, setRecuperando] = useState(false);
  const login = useLogin({
    onSuccess: (data) => {
      // A temporary key: the panel's guards send the user to the password change.
      if (data.debeCambiarClave) marcarClaveTemporal();
      onSuccess?.();
      void navigate(paths.app.root.getHref());
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const nuevos: Errores = {};
    if (!nameUser.trim()) nuevos.nameUser = MENSAJES_CUENTA.usuarioObligatorio;
    if (!password) nuevos.password = MENSAJES_CUENTA.claveObligatoria;
    setErrores(nuevos);
    if (nuevos.nameUser || nuevos.password) return;
    login.mutate({ nameUser: nameUser.trim(), password });
  }

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
          value={nameUser}
          onChange={(e) => setNameUser(e.currentTarget.value)}
          error={errores.nameUser}
          data-autofocus
        />
        <PasswordInput
          label="Contraseña"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errores.password}
          aria-invalid={errores.password ? true : undefined}
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
