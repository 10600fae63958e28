import { useQuery } from '@tanstack/react-query';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import {
  cambiarClave,
  confirmarRecuperacion,
  guardarPreferencias,
  iniciarSesion,
  leerPerfil,
  pedirCodigoRecuperacion,
  pedirCodigoVerificacion,
  registrarCuenta,
  verificarCuenta,
} from '@mchabbo/shared/cuenta/api';
import type { CambioClaveBody, LoginBody, RegisterBody } from '@mchabbo/shared/cuenta/contratos';
import type { RecuperarConfirmarBody, VerificarBody } from '@mchabbo/shared/cuenta/verificacion';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { guardarPreferenciasLocales } from '@/lib/preferences';
import { guardarSesion } from '@/lib/sesion';
import { clavesCuenta } from './claves';

/** GET /user/perfil/{name} */
export const perfilQueryOptions = (name: string) =>
  opcionesDe(leerPerfil, { params: { name } }, clavesCuenta.perfil(name));

export function usePerfil(name: string) {
  return useQuery(perfilQueryOptions(name));
}

/** POST /user/login; a 401 here means wrong credentials, not an ended session. */
export const useIniciarSesion = () =>
  useMutacion((body: LoginBody) => llamar(iniciarSesion, { body }, { endSessionOn401: false }), {
    guardar: (data) => guardarSesion(data.access_token, data.user),
  });

/**
 * POST /user/register: creates a guest account (nivel 7) and signs it in: the answer's
 * session is stored as a sign-in's (docs/reglas.md, Accounts and names 4.5).
 */
export const useRegistrarCuenta = () =>
  useMutacion((body: RegisterBody) => llamar(registrarCuenta, { body }), {
    guardar: (data) => guardarSesion(data.access_token, data.user),
  });

/**
 * PATCH /user/change-password. The server revokes every other token and returns a
 * fresh one. A 401 may mean "wrong current password", so it does not end the session.
 */
export const useCambiarClave = () =>
  useMutacion(
    (body: CambioClaveBody) => llamar(cambiarClave, { body }, { endSessionOn401: false }),
    {
      guardar: (data) => {
        if (data?.access_token && data.user) guardarSesion(data.access_token, data.user);
      },
      releer: [clavesCuenta.perfiles],
    },
  );

/** POST /user/preferences: stored on this browser too, then read again. */
export const useGuardarPreferencias = () =>
  useMutacion(
    (body: EntradasDe<typeof guardarPreferencias>['body']) => llamar(guardarPreferencias, { body }),
    {
      guardar: (data, input) =>
        guardarPreferenciasLocales({
          is_app: typeof data?.is_app === 'boolean' ? data.is_app : input.is_app,
          modo_claro: typeof data?.modo_claro === 'boolean' ? data.modo_claro : input.modo_claro,
        }),
      releer: (input) => [clavesCuenta.preferencias(input.nameUser)],
    },
  );

/** What a code is asked for: registering or verifying, or recovering a password. */
export type UsoCodigo = 'verificacion' | 'recuperar';

const PEDIR_CODIGO = {
  verificacion: pedirCodigoVerificacion,
  recuperar: pedirCodigoRecuperacion,
} as const;

/** POST /user/verificacion or /user/recuperar: a code to put in the Habbo motto. */
export const usePedirCodigo = (uso: UsoCodigo) =>
  useMutacion((nameUser: string) => llamar(PEDIR_CODIGO[uso], { body: { nameUser } }));

/** POST /user/verificar: the signed-in person proves their Habbo account. */
export const useVerificarHabbo = () =>
  useMutacion((body: VerificarBody) => llamar(verificarCuenta, { body }), {
    releer: [clavesCuenta.perfiles],
  });

/** POST /user/recuperar/confirmar: a new password with the code in the Habbo motto. */
export const useRecuperarClave = () =>
  useMutacion((body: RecuperarConfirmarBody) => llamar(confirmarRecuperacion, { body }));
