import { queryOptions, useQuery } from '@tanstack/react-query';
import { listarTiempos } from '@mchabbo/shared/tiempos/api';
import type { RespuestaDe } from '@mchabbo/shared/comun/endpoint';
import { llamar } from '@/lib/llamar';
import { desfaseServidor } from '../utils/reloj';
import { clavesTiempos } from '../claves';

/** The open timers, with what the screen needs to tick them in step with the server. */
export interface ListaTiempos extends RespuestaDe<typeof listarTiempos> {
  /** Server time of the listing (`ahora`) in epoch milliseconds. */
  listadoEnMs: number;
  /** Server clock minus this browser's clock, in milliseconds. */
  desfaseMs: number;
}

export async function getTiempos(signal?: AbortSignal): Promise<ListaTiempos> {
  const enviado = Date.now();
  const datos = await llamar(listarTiempos, {}, { signal });
  const recibido = Date.now();
  return {
    ...datos,
    listadoEnMs: Date.parse(datos.ahora),
    desfaseMs: desfaseServidor(datos.ahora, enviado, recibido),
  };
}

export const tiemposQueryOptions = () =>
  queryOptions({
    queryKey: clavesTiempos.abiertos,
    queryFn: ({ signal }) => getTiempos(signal),
    // The live stream refreshes the list; this is only a safety net if it goes quiet.
    refetchInterval: 60_000,
  });

export function useTiempos() {
  return useQuery(tiemposQueryOptions());
}
