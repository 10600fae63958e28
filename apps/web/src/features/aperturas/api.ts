import { useQuery } from '@tanstack/react-query';
import {
  apuntarse,
  borrarEspecial,
  crearEspecial,
  desapuntarse,
  guardarAvisosAperturas,
  guardarHorario,
  leerAvisosAperturas,
  leerHorario,
  listarAperturas,
} from '@mchabbo/shared/aperturas/api';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesPendientes } from '@/features/pendientes/claves';
import { clavesAperturas } from './claves';

/** GET /aperturas: the openings of some days (by default today and the next six). */
export const aperturasQueryOptions = (desde?: string, hasta?: string) =>
  opcionesDe(listarAperturas, { query: { desde, hasta } }, clavesAperturas.lista(desde, hasta), {
    refetchInterval: 60_000,
  });

export function useAperturas(desde?: string, hasta?: string) {
  return useQuery(aperturasQueryOptions(desde, hasta));
}

/** GET /aperturas/horario: the weekly schedule and the community's time zone. */
export function useHorario() {
  return useQuery(opcionesDe(leerHorario, {}, clavesAperturas.horario));
}

/** GET /aperturas/avisos: "Avísame de las aperturas". */
export function useAvisosAperturas() {
  return useQuery(opcionesDe(leerAvisosAperturas, {}, clavesAperturas.avisos));
}

/** A write on the openings: the lists and the pending gaps are read again. */
const RELEER = { releer: [clavesAperturas.todas, clavesPendientes.todas] };

/** POST /aperturas/apuntarse */
export const useApuntarse = () =>
  useMutacion((inicio: string) => llamar(apuntarse, { body: { inicio } }), RELEER);

/** DELETE /aperturas/apuntarse */
export const useDesapuntarse = () =>
  useMutacion((inicio: string) => llamar(desapuntarse, { query: { inicio } }), RELEER);

/** PUT /aperturas/horario (owner) */
export const useGuardarHorario = () =>
  useMutacion(
    (body: EntradasDe<typeof guardarHorario>['body']) => llamar(guardarHorario, { body }),
    RELEER,
  );

/** POST /aperturas/especiales (administration) */
export const useCrearEspecial = () =>
  useMutacion(
    (body: EntradasDe<typeof crearEspecial>['body']) => llamar(crearEspecial, { body }),
    RELEER,
  );

/** DELETE /aperturas/especiales/{id} (administration) */
export const useBorrarEspecial = () =>
  useMutacion(
    ({ id, motivo }: { id: number; motivo: string }) =>
      llamar(borrarEspecial, { params: { id }, body: { motivo } }),
    RELEER,
  );

/** PUT /aperturas/avisos */
export const useGuardarAvisosAperturas = () =>
  useMutacion((activo: boolean) => llamar(guardarAvisosAperturas, { body: { activo } }), RELEER);
