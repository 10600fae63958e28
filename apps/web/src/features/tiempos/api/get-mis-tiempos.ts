import { queryOptions, useQuery } from '@tanstack/react-query';
import { misTiempos } from '@mchabbo/shared/tiempos/api';
import { llamar } from '@/lib/llamar';
import { clavesTiempos } from '../claves';

export const misTiemposQueryOptions = () =>
  queryOptions({
    queryKey: clavesTiempos.mios,
    queryFn: ({ signal }) => llamar(misTiempos, {}, { signal }),
  });

/** The signed-in member's confirmed time, unpaid credits and ranking place. */
export function useMisTiempos() {
  return useQuery(misTiemposQueryOptions());
}
