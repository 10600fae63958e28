import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Ajustes } from '@mchabbo/shared/ajustes/contratos';
import { api } from '@/lib/api-client';
import { clavesAjustes } from '@/features/ajustes/api/claves';

export function getAjustes(signal?: AbortSignal): Promise<Ajustes> {
  return api.get<Ajustes>('/ajustes', { signal });
}

/** The settings card's key, so both share one cached copy. */
export const ajustesQueryOptions = () =>
  queryOptions({
    queryKey: clavesAjustes.valores,
    queryFn: ({ signal }) => getAjustes(signal),
  });

/** The owner's share in percent; only the owner may read the settings. */
export function usePorcentajeDueno(esDueno: boolean): number | undefined {
  const { data } = useQuery({ ...ajustesQueryOptions(), enabled: esDueno });
  return data?.porcentaje_dueno;
}
