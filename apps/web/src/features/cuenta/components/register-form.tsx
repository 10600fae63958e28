import { Button, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { MENSAJES_HABBO } from '@mchabbo/shared/cuenta/codigo-habbo';
import { registerBody } from '@mchabbo/shared/cuenta/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { paths } from '@/config/paths';
import { erroresPorCampo } from '@/lib/errores-campo';
import { appConfigQueryOptions } from '@/lib/app-config';
import { ApiError, mensajeDeError } from '@/lib/api-client';
import { useRegistrarCuenta } from '../api';
import { CampoUsuario, useUsuarioConCodigo } from './campo-usuario';
import {
  CamposClaveNueva,
  errorConfirmacion,
  useFormularioClaveNueva,
  type ErroresClaveNueva,
} from './campos-clave-nueva';
import { CodigoHabbo } from './codigo-habbo';

/** Time the success message stays on screen before the modal closes. */
export const CIERRE_TRAS_REGISTRO_MS = 1200;

/** One message per field, the first rule it breaks; and the repetition. */
function validar(nameUser: string, password: string, confirmacion: string): ErroresClaveNueva {
  const { nameUser: nombre, password: clave } = erroresPorCampo<'nameUser' | 'password'>(
    registerBody.safeParse({ nameUser, password }).error?.issues ?? [],
  );
  const errores: ErroresClaveNueva = {};
  if (nombre) errores.nameUser = nombre;
  if (clave) errores.password = clave;
  const distinta = errorConfirmacion(password, confirmacion);
  if (distinta) errores.confirmacion = distinta;
  return errores;
}

/**
 * The "Registro" form: shows the server's answer, and 1200 ms after success calls onDone
 * and opens Inicio, signed in as the new guest (docs/reglas.md, Accounts and names 4.10).
 * When the owner turned Habbo verification on, the name first gets a code ("Obtener
 * código") that the person puts in their Habbo motto before registering.
 */
export function RegisterForm({ onDone }: { onDone?: () => void }) {
  const conHabbo = useQuery(appConfigQueryOptions()).data?.verificar_habbo === true;
  const usuario = useUsuarioConCodigo('verificacion');
  const { nombre: nameUser, codigo, setCodigo, pedir } = usuario;
  const [errorCodigo, setErrorCodigo] = useState<string | null>(null);
  const form = useFormularioClaveNueva();
  const { password, confirmacion } = form.values;
  const errores = form.errors as ErroresClaveNueva;
  const [exito, setExito] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const navigate = useNavigate();
  // Registered and signed in: Inicio comes next, also when the modal is closed sooner.
  const entrar = useRef(false);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (entrar.current) void navigate(paths.app.root.getHref());
    },
    [navigate],
  );

  const registro = useRegistrarCuenta();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (exito) return;
    const nuevos = validar(nameUser, password, confirmacion);
    form.setErrors(nuevos);
    if (Object.keys(nuevos).length > 0) return;
    if (conHabbo && !codigo) {
      setErrorCodigo(MENSAJES_HABBO.sinCodigo);
      return;
    }
    registro.mutate(
      { nameUser: nameUser.trim(), password, codigo: codigo?.codigo },
      {
        onSuccess: (data) => {
          setExito(data?.message || 'Usuario registrado correctamente.');
          entrar.current = true;
          timer.current = window.setTimeout(() => {
            entrar.current = false;
            onDone?.();
            void navigate(paths.app.root.getHref());
          }, CIERRE_TRAS_REGISTRO_MS);
        },
        // A used-up or expired code: offer a new one.
        onError: (error) => {
          if (error instanceof ApiError && error.serverMessage === MENSAJES_HABBO.caducado) {
            setCodigo(null);
          }
        },
      },
    );
  }

  function obtenerCodigo() {
    form.setErrors({ nameUser: usuario.obtenerCodigo() });
    setErrorCodigo(null);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Registro">
      <Stack>
        <CampoUsuario
          description="Usa tu mismo nombre de Habbo."
          value={nameUser}
          onChange={usuario.cambiarNombre}
          error={errores.nameUser}
        />
        {conHabbo ? (
          codigo ? (
            <CodigoHabbo codigo={codigo} />
          ) : (
            <Button variant="light" onClick={obtenerCodigo} loading={pedir.isPending}>
              Obtener código
            </Button>
          )
        ) : null}
        <CamposClaveNueva
          etiqueta="Contraseña"
          name="password"
          clave={password}
          confirmacion={confirmacion}
          onChangeClave={(v) => form.setFieldValue('password', v)}
          onChangeConfirmacion={(v) => form.setFieldValue('confirmacion', v)}
          errores={errores}
          marcarInvalidos
        />
        <AvisosFormulario
          error={
            errorCodigo ||
            (pedir.isError && mensajeDeError(pedir.error, 'No se pudo obtener el código.')) ||
            (registro.isError && mensajeDeError(registro.error, 'Error al registrar usuario'))
          }
          exito={exito}
        />
        <Button type="submit" loading={registro.isPending} disabled={exito !== null} fullWidth>
          Registrarse
        </Button>
      </Stack>
    </form>
  );
}
