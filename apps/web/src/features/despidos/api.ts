import { useQuery } from '@tanstack/react-query';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import {
  crearDespido,
  eliminarDespido,
  listarDespidos,
  reactivarDespido,
} from '@mchabbo/shared/despidos/api';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesAdvertencias } from '@/features/advertencias/claves';
import { clavesUsuarios } from '@/features/usuarios/claves';
import { clavesDespidos } from './claves';

/** GET /despido: dismissals in force, newest first. */
export const despidosQueryOptions = () => opcionesDe(listarDespidos, {}, clavesDespidos.vigentes);

export function useDespidos() {
  return useQuery(despidosQueryOptions());
}

/**
 * Lists and lookups that show a person's rank; a dismissal or reinstatement changes them
 * (and who is proposed for dismissal).
 */
const RELEER = { releer: [clavesDespidos.todas, clavesUsuarios.todas, clavesAdvertencias.todas] };

/** POST /despido: keeps the mission as a snapshot and makes the person a guest. */
export const useCrearDespido = () =>
  useMutacion(
    (body: EntradasDe<typeof crearDespido>['body']) => llamar(crearDespido, { body }),
    RELEER,
  );

/** DELETE /despido/{id}: withdraws a dismissal made by mistake (the person is restored too). */
export const useEliminarDespido = () =>
  useMutacion((id: number) => llamar(eliminarDespido, { params: { id } }), RELEER);

/** PATCH /despido/reactivar/{id}: "Ingresar" gives the mission back and closes the dismissal. */
export const useReactivarDespido = () =>
  useMutacion((id: number) => llamar(reactivarDespido, { params: { id } }), RELEER);
