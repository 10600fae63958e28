import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TiemposResponse } from '@mchabbo/shared/tiempos/contratos';
import { api } from '@/lib/api-client';
import { desfaseServidor } from '../utils/reloj';
import { clavesTiempos } from './claves';

/** The open timers, with what the screen needs to tick them in step with the server. */
export interface ListaTiempos extends TiemposResponse {
  /** Server time of the listing (`ahora`) in epoch milliseconds. */
  listadoEnMs: number;
  /** Server clock minus this browser's clock, in milliseconds. */
  desfaseMs: number;
}

export async function getTiempos(signal?: AbortSignal): Promise<ListaTiempos> {
  const enviado = Date.now();
  const datos = await api.get<TiemposResponse>('/tiempos/all', { signal });
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
