import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { obtenerInforme } from '@mchabbo/shared/encargados/api';
import { opcionesDe } from '@/lib/llamar';
import { clavesEncargados } from './claves';

/** GET /encargados/informe?semana=: the managers' report of a pay week (default: the current one). */
export const informeQueryOptions = (semana: string | null) =>
  opcionesDe(
    obtenerInforme,
    { query: { semana: semana || undefined } },
    clavesEncargados.informe(semana),
  );

export function useInforme(semana: string | null) {
  return useQuery({ ...informeQueryOptions(semana), placeholderData: keepPreviousData });
}
