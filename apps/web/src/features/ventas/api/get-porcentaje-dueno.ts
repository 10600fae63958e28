import { queryOptions, useQuery } from '@tanstack/react-query';
import { obtenerAjustes } from '@mchabbo/shared/ajustes/api';
import { llamar } from '@/lib/llamar';
import { clavesAjustes } from '@/features/ajustes/api/claves';

/** The settings card's key, so both share one cached copy. */
const ajustesQueryOptions = () =>
  queryOptions({
    queryKey: clavesAjustes.valores,
    queryFn: ({ signal }) => llamar(obtenerAjustes, {}, { signal }),
  });

/** The owner's share in percent; only the owner may read the settings. */
export function usePorcentajeDueno(esDueno: boolean): number | undefined {
  const { data } = useQuery({ ...ajustesQueryOptions(), enabled: esDueno });
  return data?.porcentaje_dueno;
}
