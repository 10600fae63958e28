import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { MENSAJES_CUENTA, registerBody } from '@mchabbo/shared/cuenta/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { useRegister } from '../api/register';

/** Time the success message stays on screen before the modal closes. */
export const CIERRE_TRAS_REGISTRO_MS = 1200;

interface Errores {
  nameUser?: string;
  password?: string;
  confirmacion?: string;
}

function validar(nameUser: string, password: string, confirmacion: string): Errores {
  const errores: Errores = {};
  const resultado = registerBody.safeParse({ nameUser, password });
  if (!resultado.success) {
    // One message per field: the first rule it breaks.
    for (const issue of resultado.error.issues) {
      const campo = issue.path[0];
      if (campo === 'nameUser' && !errores.nameUser) errores.nameUser = issue.message;
      if (campo === 'password' && !errores.password) errores.password = issue.message;
    }
  }
  if (password && confirmacion !== password) {
    errores.confirmacion = MENSAJES_CUENTA.clavesNoCoinciden;
  }
  return errores;
}

/** The "Registro" form: shows the server's answer and calls onDone 1200 ms after success. */
export function RegisterForm({ onDone }: { onDone?: () => void }) {
  const [nameUser, setNameUser] = useState('');
  const [password, setPassword] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  const [errores, setErrores] = useState<Errores>({});
  const [exito, setExito] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const registro = useRegister({
    onSuccess: (data) => {
      setExito(data?.message || 'Usuario registrado correctamente.');
      timer.current = window.setTimeout(() => onDone?.(), CIERRE_TRAS_REGISTRO_MS);
    },
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (exito) return;
    const nuevos = validar(nameUser, password, confirmacion);
    setErrores(nuevos);
    if (Object.keys(nuevos).length > 0) return;
    registro.mutate({ nameUser: nameUser.trim(), password });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Registro">
      <Stack>
        <TextInput
          label="Usuario"
          name="nameUser"
          description="Usa tu mismo nombre de Habbo."
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
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errores.password}
          aria-invalid={errores.password ? true : undefined}
        />
        <PasswordInput
          label="Confirmar contraseña"
          name="confirmacion"
          autoComplete="new-password"
          value={confirmacion}
          onChange={(e) => setConfirmacion(e.currentTarget.value)}
          error={errores.confirmacion}
          aria-invalid={errores.confirmacion ? true : undefined}
        />
        <AvisosFormulario
          error={registro.isError && mensajeDeError(registro.error, 'Error al registrar usuario')}
          exito={exito}
        />
        <Button type="submit" loading={registro.isPending} disabled={exito !== null} fullWidth>
          Registrarse
        </Button>
      </Stack>
    </form>
  );
}
