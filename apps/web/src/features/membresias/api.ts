import { useQuery } from '@tanstack/react-query';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import {
  crearMembresia,
  eliminarMembresia,
  listarMembresias,
} from '@mchabbo/shared/membresias/api';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesMembresias } from './claves';

/** GET /membresias: memberships, newest first, each with its state now. */
export const membresiasQueryOptions = () =>
  opcionesDe(listarMembresias, {}, clavesMembresias.lista);

export function useMembresias() {
  return useQuery(membresiasQueryOptions());
}

const RELEER = { releer: [clavesMembresias.todas] };

/** POST /membresias; the server checks that `encargado` is the caller. */
export const useCrearMembresia = () =>
  useMutacion(
    (body: EntradasDe<typeof crearMembresia>['body']) => llamar(crearMembresia, { body }),
    RELEER,
  );

/** DELETE /membresias/{id} → {message: 'Membresía eliminada'} */
export const useEliminarMembresia = () =>
  useMutacion((id: number) => llamar(eliminarMembresia, { params: { id } }), RELEER);
