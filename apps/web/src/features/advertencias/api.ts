import { useQuery } from '@tanstack/react-query';
import {
  advertir,
  listarAdvertencias,
  listarPropuestos,
  retirarAdvertencia,
} from '@mchabbo/shared/advertencias/api';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesAdvertencias } from './claves';

/** GET /advertencias?usuario=: one person's warnings, newest first. */
export const advertenciasQueryOptions = (usuario: string) =>
  opcionesDe(listarAdvertencias, { query: { usuario } }, clavesAdvertencias.de(usuario), {
    select: (data) => data.advertencias,
  });

export function useAdvertencias(usuario: string) {
  return useQuery(advertenciasQueryOptions(usuario));
}

/** GET /advertencias/propuestos: people with as many active warnings as the setting. */
export function usePropuestos() {
  return useQuery(opcionesDe(listarPropuestos, {}, clavesAdvertencias.propuestos));
}

const RELEER = { releer: [clavesAdvertencias.todas] };

/** POST /advertencias */
export const useAdvertir = () =>
  useMutacion((body: EntradasDe<typeof advertir>['body']) => llamar(advertir, { body }), RELEER);

/** DELETE /advertencias/{id}: retire (it stays, inactive). */
export const useRetirarAdvertencia = () =>
  useMutacion((id: number) => llamar(retirarAdvertencia, { params: { id } }), RELEER);
