import { useQuery } from '@tanstack/react-query';
import { listarPagos, marcarPagado, pagarSemana } from '@mchabbo/shared/paga/api';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesPaga } from './claves';

/**
 * GET /tiempos/calcular-creditos-confirmados: by default unpaid entries with credits, plus
 * this and last week's entries (paid ones too); with a week (its Monday), every entry of
 * that week.
 */
export const pagosQueryOptions = (semana: string | null = null) =>
  opcionesDe(listarPagos, { query: { semana: semana ?? undefined } }, clavesPaga.semana(semana));

export function usePagos(semana: string | null = null) {
  return useQuery(pagosQueryOptions(semana));
}

/**
 * POST /tiempos/marcar-pagado: settles one entry (its credits are frozen), then reloads the
 * list before settling, so 'Pagando...' lasts until then.
 */
export const useMarcarPagado = () =>
  useMutacion((id: number) => llamar(marcarPagado, { body: { id } }), {
    releer: [clavesPaga.todas],
  });

/** POST /tiempos/pagar-semana ('Pagar todos'): pays every entry the caller may pay of an ended week. */
export const usePagarSemana = () =>
  useMutacion((semana: string) => llamar(pagarSemana, { body: { semana } }), {
    releer: [clavesPaga.todas],
  });
