import { queryOptions, useQuery } from '@tanstack/react-query';
import type { leerHorario } from '@mchabbo/shared/aperturas/api';
import { DIRECCION_HORARIO } from '@mchabbo/shared/aperturas/direcciones';
import { llamar } from '@/lib/llamar';
import { clavesPublico } from './claves';

/** GET /aperturas/horario: the weekly schedule the landing's "Horarios" converts. */
export const horarioPublicoQueryOptions = () =>
  queryOptions({
    queryKey: clavesPublico.horario,
    queryFn: ({ signal }) => llamar<typeof leerHorario>(DIRECCION_HORARIO, {}, { signal }),
    staleTime: 5 * 60_000,
  });

export function useHorarioPublico() {
  return useQuery(horarioPublicoQueryOptions());
}
