import { queryOptions, useQuery } from '@tanstack/react-query';
import { leerActividad } from '@mchabbo/shared/actividad/api';
import { llamar } from '@/lib/llamar';
import { clavesActividad } from '../claves';

/** GET /actividad: the activity of the staff the caller may act on. */
export const actividadQueryOptions = () =>
  queryOptions({
    queryKey: clavesActividad.resumen,
    queryFn: ({ signal }) => llamar(leerActividad, {}, { signal }),
  });

export function useActividad() {
  return useQuery(actividadQueryOptions());
}
