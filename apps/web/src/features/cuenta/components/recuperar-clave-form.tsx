import { Button, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { claveNueva } from '@mchabbo/shared/cuenta/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { useRecuperarClave } from '../api/codigo-habbo';
import { CampoUsuario, useUsuarioConCodigo } from './campo-usuario';
import { CamposClaveNueva, errorConfirmacion } from './campos-clave-nueva';
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
  const usuario = useUsuarioConCodigo('recuperar');
  const { nombre: nameUser, codigo, pedir } = usuario;
  const [password, setPassword] = useState('');
  const [confirmacion, setConfirmacion] = useState('');
  const [errores, setErrores] = useState<Errores>({});
  const recuperar = useRecuperarClave();

  function obtenerCodigo() {
    setErrores({ nameUser: usuario.obtenerCodigo() });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!codigo) return obtenerCodigo();
    const nuevos: Errores = {};
    const clave = claveNueva.safeParse(password);
    if (!clave.success) nuevos.password = clave.error.issues[0]?.message;
    nuevos.confirmacion = errorConfirmacion(password, confirmacion);
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
        <CampoUsuario value={nameUser} onChange={usuario.cambiarNombre} error={errores.nameUser} />
        {codigo ? (
          <>
            <CodigoHabbo codigo={codigo} />
            <CamposClaveNueva
              etiqueta="Nueva contraseña"
              name="newPassword"
              clave={password}
              confirmacion={confirmacion}
              onChangeClave={setPassword}
              onChangeConfirmacion={setConfirmacion}
              errores={errores}
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
