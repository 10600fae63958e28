import { queryOptions, useQuery } from '@tanstack/react-query';
import { leerAvisosAperturas, leerHorario, listarAperturas } from '@mchabbo/shared/aperturas/api';
import { llamar } from '@/lib/llamar';
import { clavesAperturas } from './claves';

/** GET /aperturas: the openings of some days (by default today and the next six). */
export const aperturasQueryOptions = (desde?: string, hasta?: string) =>
  queryOptions({
    queryKey: clavesAperturas.lista(desde, hasta),
    queryFn: ({ signal }) => llamar(listarAperturas, { query: { desde, hasta } }, { signal }),
    refetchInterval: 60_000,
  });

export function useAperturas(desde?: string, hasta?: string) {
  return useQuery(aperturasQueryOptions(desde, hasta));
}

/** GET /aperturas/horario: the weekly schedule and the community's time zone. */
export const horarioQueryOptions = () =>
  queryOptions({
    queryKey: clavesAperturas.horario,
    queryFn: ({ signal }) => llamar(leerHorario, {}, { signal }),
  });

export function useHorario() {
  return useQuery(horarioQueryOptions());
}

/** GET /aperturas/avisos: "Avísame de las aperturas". */
export function useAvisosAperturas() {
  return useQuery(
    queryOptions({
      queryKey: clavesAperturas.avisos,
      queryFn: ({ signal }) => llamar(leerAvisosAperturas, {}, { signal }),
    }),
  );
}
