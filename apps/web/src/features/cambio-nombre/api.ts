import { useQuery } from '@tanstack/react-query';
import {
  decidirSolicitud,
  listarMisSolicitudes,
  listarSolicitudes,
  solicitarCambioNombre,
} from '@mchabbo/shared/cambio-nombre/api';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesUsuarios } from '@/features/usuarios/claves';
import { clavesCambioNombre } from './claves';

/** GET /user/change-name/all: every name-change request. */
export const solicitudesQueryOptions = () =>
  opcionesDe(listarSolicitudes, {}, clavesCambioNombre.solicitudes);

export function useSolicitudes() {
  return useQuery(solicitudesQueryOptions());
}

/** GET /user/change-name/mias: the caller's own requests, newest first. */
export const misSolicitudesQueryOptions = () =>
  opcionesDe(listarMisSolicitudes, {}, clavesCambioNombre.mias);

/** One's own name-change requests (docs/reglas.md, Name changes 13.9). */
export function useMisSolicitudes() {
  return useQuery(misSolicitudesQueryOptions());
}

/** POST /user/change-name: asks for a new name; it waits for the administration. */
export const useSolicitarCambioNombre = () =>
  useMutacion(
    (body: EntradasDe<typeof solicitarCambioNombre>['body']) =>
      llamar(solicitarCambioNombre, { body }),
    // The new request is now the latest of one's own.
    { releer: [clavesCambioNombre.todas] },
  );

/** PATCH /user/change-name/{id}: approves the request and renames the account. */
export const useAprobarSolicitud = () =>
  useMutacion(
    (id: number) => llamar(decidirSolicitud, { params: { id }, body: { aprobado: true } }),
    {
      guardar: (data, id, queryClient) =>
        queryClient.setQueryData(solicitudesQueryOptions().queryKey, (lista) =>
          lista?.map((s) =>
            s.id === id ? (data?.solicitud ?? { ...s, aprobado: true, estado: 'aprobado' }) : s,
          ),
        ),
      // Names shown elsewhere (people lists) change with the account.
      releer: [clavesCambioNombre.solicitudes, clavesUsuarios.todas],
    },
  );

/** PATCH /user/change-name/{id} `{aprobado: false}`: rejects the request; the reason is optional. */
export const useRechazarSolicitud = () =>
  useMutacion(
    ({ id, motivo }: { id: number; motivo?: string }) =>
      llamar(decidirSolicitud, {
        params: { id },
        body: { aprobado: false, ...(motivo ? { motivo } : {}) },
      }),
    {
      guardar: (data, { id }, queryClient) =>
        queryClient.setQueryData(solicitudesQueryOptions().queryKey, (lista) =>
          lista?.map((s) => (s.id === id && data?.solicitud ? data.solicitud : s)),
        ),
      releer: [clavesCambioNombre.solicitudes],
    },
  );
