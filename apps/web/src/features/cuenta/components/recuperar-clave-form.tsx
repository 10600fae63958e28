import { Button, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { claveNueva } from '@mchabbo/shared/cuenta/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { useRecuperarClave } from '../api';
import { CampoUsuario, useUsuarioConCodigo } from './campo-usuario';
import {
  CamposClaveNueva,
  errorConfirmacion,
  useFormularioClaveNueva,
  type ErroresClaveNueva,
} from './campos-clave-nueva';
import { CodigoHabbo } from './codigo-habbo';

/**
 * "¿Olvidaste tu contraseña?": for an account verified with Habbo, a code in the Habbo
 * motto sets a new password (docs/reglas.md, Habbo identity).
 */
export function RecuperarClaveForm({ onVolver }: { onVolver: () => void }) {
  const usuario = useUsuarioConCodigo('recuperar');
  const { nombre: nameUser, codigo, pedir } = usuario;
  const form = useFormularioClaveNueva();
  const { password, confirmacion } = form.values;
  const errores = form.errors as ErroresClaveNueva;
  const recuperar = useRecuperarClave();

  function obtenerCodigo() {
    form.setErrors({ nameUser: usuario.obtenerCodigo() });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!codigo) return obtenerCodigo();
    const nuevos: ErroresClaveNueva = {
      password: claveNueva.safeParse(password).error?.issues[0]?.message,
      confirmacion: errorConfirmacion(password, confirmacion),
    };
    form.setErrors(nuevos);
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
              onChangeClave={(v) => form.setFieldValue('password', v)}
              onChangeConfirmacion={(v) => form.setFieldValue('confirmacion', v)}
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
