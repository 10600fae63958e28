import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { MENSAJES_CUENTA, claveNueva, nombreUsuario } from '@mchabbo/shared/cuenta/contratos';
import type { CodigoResponse } from '@mchabbo/shared/cuenta/verificacion';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { usePedirCodigo, useRecuperarClave } from '../api/codigo-habbo';
import { CodigoHabbo } from './codigo-habbo';

interface Errores {
  nameUser?: string;
  password?: string;
  confirmacion?: string;
}

/**
 * "¿Olvidaste tu contraseña?": for an account verified with Habbo, a code in the Habbo
 * motto sets a new password (docs/reglas.md, Habbo identity).
 */
export function RecuperarClaveForm({ onVolver }: { onVolver: () => void }) {
  const [nameUser, setNameUser] = useState('');
  const [codigo, setCodigo] = useState<CodigoResponse | null>(null);
  const [password, setPassword] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  const [errores, setErrores] = useState<Errores>({});
  const pedir = usePedirCodigo('recuperar');
  const recuperar = useRecuperarClave();

  function obtenerCodigo() {
    const nombre = nombreUsuario.safeParse(nameUser);
    setErrores({ nameUser: nombre.success ? undefined : nombre.error.issues[0]?.message });
    if (nombre.success) pedir.mutate(nombre.data, { onSuccess: setCodigo });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!codigo) return obtenerCodigo();
    const nuevos: Errores = {};
    const clave = claveNueva.safeParse(password);
    if (!clave.success) nuevos.password = clave.error.issues[0]?.message;
    if (password && confirmacion !== password)
      nuevos.confirmacion = MENSAJES_CUENTA.clavesNoCoinciden;
    setErrores(nuevos);
    if (nuevos.password || nuevos.confirmacion) return;
    recuperar.mutate({ nameUser: nameUser.trim(), codigo: codigo.codigo, newPassword: password });
  }

  if (recuperar.isSuccess) {
    return (
      <Stack>
        <AvisosFormulario exito={recuperar.data.message} />
        <Button onClick={onVolver} fullWidth>
          Volver a Acceder
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Recuperar contraseña">
      <Stack>
        <Text size="sm">
          Si tu cuenta está verificada con Habbo, recupérala con un código en tu misión.
        </Text>
        <TextInput
          label="Usuario"
          name="nameUser"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          value={nameUser}
          onChange={(e) => {
            setNameUser(e.currentTarget.value);
            setCodigo(null);
          }}
          error={errores.nameUser}
          data-autofocus
        />
        {codigo ? (
          <>
            <CodigoHabbo codigo={codigo} />
            <PasswordInput
              label="Nueva contraseña"
              name="newPassword"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={errores.password}
            />
            <PasswordInput
              label="Confirmar contraseña"
              name="confirmacion"
              autoComplete="new-password"
              value={confirmacion}
              onChange={(e) => setConfirmacion(e.currentTarget.value)}
              error={errores.confirmacion}
            />
          </>
        ) : null}
        <AvisosFormulario
          error={
            (pedir.isError && mensajeDeError(pedir.error, 'No se pudo obtener el código.')) ||
            (recuperar.isError &&
              mensajeDeError(recuperar.error, 'No se pudo cambiar la contraseña.'))
          }
        />
        <Button type="submit" loading={pedir.isPending || recuperar.isPending} fullWidth>
          {codigo ? 'Cambiar contraseña' : 'Obtener código'}
        </Button>
        <Button variant="subtle" onClick={onVolver} fullWidth>
          Volver a Acceder
        </Button>
      </Stack>
    </form>
  );
}
