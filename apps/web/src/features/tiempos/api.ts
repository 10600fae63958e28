import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntradasDe, RespuestaDe } from '@mchabbo/shared/comun/endpoint';
import type { AjustarBody } from '@mchabbo/shared/tiempos/contratos';
import * as api from '@mchabbo/shared/tiempos/api';
import { mensajeDeError } from '@/lib/api-client';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { ERRORES_TIEMPOS } from './utils/mensajes';
import { desfaseServidor } from './utils/reloj';
import { clavesTiempos } from './claves';

// Every write here changes the open timers, and confirming one also the member's own
// summary and the ranking: all their keys start with `clavesTiempos.todas`.
const RELEER = { releer: [clavesTiempos.todas] };

/** The open timers, with what the screen needs to tick them in step with the server. */
export interface ListaTiempos extends RespuestaDe<typeof api.listarTiempos> {
  /** Server time of the listing (`ahora`) in epoch milliseconds. */
  listadoEnMs: number;
  /** Server clock minus this browser's clock, in milliseconds. */
  desfaseMs: number;
}

/** GET /tiempos/all, timed on this browser's clock (the fetcher measures the round trip). */
export async function getTiempos(signal?: AbortSignal): Promise<ListaTiempos> {
  const enviado = Date.now();
  const datos = await llamar(api.listarTiempos, {}, { signal });
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

/** GET /tiempos/mios: the member's confirmed time, unpaid credits, ranking place and week. */
export const misTiemposQueryOptions = () => opcionesDe(api.misTiempos, {}, clavesTiempos.mios);

export function useMisTiempos() {
  return useQuery(misTiemposQueryOptions());
}

/** GET /tiempos/ranking: this pay week's ranking of confirmed time; read only while shown. */
export function useRanking(enabled = true) {
  return useQuery(opcionesDe(api.verRanking, {}, clavesTiempos.ranking, { enabled }));
}

/** GET /tiempos/{id}/encargados: the timekeepers a timer may be handed over to. */
export function useEncargadosPosibles(id: number | null) {
  return useQuery(
    opcionesDe(
      api.encargadosPosibles,
      { params: { id: id ?? 0 } },
      clavesTiempos.encargados(id ?? 0),
      {
        enabled: id !== null,
      },
    ),
  );
}

/** POST /tiempos/log: starts a shift timer run by the caller (`encargado`). */
export const useIniciarTiempo = () =>
  useMutacion(
    (body: EntradasDe<typeof api.iniciarTiempo>['body']) => llamar(api.iniciarTiempo, { body }),
    RELEER,
  );

/** One action on one open timer. */
export type AccionTiempo =
  | { accion: 'pausar' | 'reanudar' | 'restar-5' | 'cancelar' | 'desligar'; id: number }
  | ({ accion: 'ajustar' } & AjustarBody);

/** The call behind each action on a timer (docs/reglas.md, Timers); each answers its message. */
function operarTiempo(a: AccionTiempo): Promise<{ message: string }> {
  switch (a.accion) {
    case 'cancelar':
      return llamar(api.cancelarTiempo, { params: { id: a.id } });
    case 'ajustar':
      return llamar(api.ajustarTiempo, { body: { id: a.id, minutos: a.minutos, tipo: a.tipo } });
    case 'pausar':
      return llamar(api.pausarTiempo, { body: { id: a.id } });
    case 'reanudar':
      return llamar(api.reanudarTiempo, { body: { id: a.id } });
    case 'restar-5':
      return llamar(api.restarCincoTiempo, { body: { id: a.id } });
    case 'desligar':
      return llamar(api.desligarTiempos, { body: { id: a.id } });
  }
}

const FALLBACK: Record<AccionTiempo['accion'], string> = {
  pausar: ERRORES_TIEMPOS.pausar,
  reanudar: ERRORES_TIEMPOS.pausar,
  'restar-5': ERRORES_TIEMPOS.restar,
  ajustar: ERRORES_TIEMPOS.ajustar,
  cancelar: ERRORES_TIEMPOS.eliminar,
  desligar: ERRORES_TIEMPOS.desligar,
};

/** What the user reads when an action fails: the server's message, else the fallback text. */
export function errorDeAccion(accion: AccionTiempo['accion'], error: unknown): string {
  return mensajeDeError(error, FALLBACK[accion]);
}

/**
 * Runs an action; the button keeps its loading state until the row shows the result
 * (confirming is `useConfirmarTiempos`).
 */
export const useOperarTiempo = () => useMutacion(operarTiempo, RELEER);

/** POST /tiempos/lote: one action on several timers, each by the single action's rules. */
export const useOperarLote = () =>
  useMutacion(
    (body: EntradasDe<typeof api.operarLote>['body']) => llamar(api.operarLote, { body }),
    {
      ...RELEER,
      tambienSiFalla: true,
    },
  );

/** POST /tiempos/ligar: the caller takes every unmanaged timer of lower ranks. */
export const useLigarTiempos = () =>
  useMutacion((encargado: string) => llamar(api.ligarTiempos, { body: { encargado } }), RELEER);

/** POST /tiempos/desligar with `{ids}` (several), `{id}` or `{}` (all of the caller's). */
export const useDesligarTiempos = () =>
  useMutacion(
    (body: EntradasDe<typeof api.desligarTiempos>['body']) => llamar(api.desligarTiempos, { body }),
    RELEER,
  );

/** POST /tiempos/traspasar: gives an open timer to another timekeeper. */
export const useTraspasarTiempo = () =>
  useMutacion(
    (body: EntradasDe<typeof api.traspasarTiempo>['body']) => llamar(api.traspasarTiempo, { body }),
    RELEER,
  );

/** The confirmations that went through, and what to say. */
export interface Confirmaciones {
  message: string;
  /** The timers confirmed, which "Deshacer" may put back. */
  ids: number[];
  /** Seconds left to undo them. */
  deshacerSegundos: number;
  /** The timers refused, with the server's reason. */
  rechazos: { id: number; message: string }[];
}

/**
 * Confirms one timer (`POST /tiempos/confirmar`) or several (`POST /tiempos/lote`, each
 * with the single action's rules; docs/reglas.md, Timers 6.17 and 6.18).
 */
async function confirmarTiempos(ids: number[]): Promise<Confirmaciones> {
  const [id] = ids;
  if (ids.length === 1 && id !== undefined) {
    const r = await llamar(api.confirmarTiempo, { body: { id, confirmado: true } });
    return { message: r.message, ids: [id], deshacerSegundos: r.deshacer_segundos, rechazos: [] };
  }
  const r = await llamar(api.operarLote, { body: { accion: 'confirmar', ids } });
  const hechos = r.resultados.filter((x) => x.ok);
  return {
    message: r.message,
    ids: hechos.map((x) => x.id),
    deshacerSegundos: Math.min(...hechos.map((x) => x.deshacer_segundos ?? 0), 600),
    rechazos: r.resultados.filter((x) => !x.ok).map(({ id: i, message }) => ({ id: i, message })),
  };
}

/**
 * Undoes confirmations (`POST /tiempos/deshacer`, one by one). Stops at the first
 * refusal, whose message the error carries; the list is read again either way.
 */
async function deshacerConfirmaciones(ids: number[]): Promise<string> {
  let mensaje = '';
  for (const id of ids) {
    mensaje = (await llamar(api.deshacerConfirmacion, { body: { id } })).message;
  }
  return ids.length === 1 ? mensaje : `${ids.length} confirmaciones deshechas.`;
}

export const useConfirmarTiempos = () =>
  useMutacion(confirmarTiempos, { ...RELEER, tambienSiFalla: true });

export const useDeshacerConfirmaciones = () =>
  useMutacion(deshacerConfirmaciones, { ...RELEER, tambienSiFalla: true });

/** The requests with when they were read, on this browser's clock, so waits can tick. */
export interface ListaPeticiones extends RespuestaDe<typeof api.listarPeticiones> {
  /** This browser's time when the answer arrived (epoch ms). */
  leidoEnMs: number;
}

/**
 * GET /tiempos/peticiones (docs/reglas.md, Time requests 25.2). `esperando` re-reads
 * every 15 s while the caller's own request waits (a worker has no timers stream).
 */
export const peticionesQueryOptions = (esperando = false) =>
  queryOptions({
    queryKey: clavesTiempos.peticiones,
    queryFn: async ({ signal }): Promise<ListaPeticiones> => ({
      ...(await llamar(api.listarPeticiones, {}, { signal })),
      leidoEnMs: Date.now(),
    }),
    refetchInterval: (q) => (esperando || q.state.data?.propia ? 15_000 : false),
  });

export function usePeticiones() {
  return useQuery(peticionesQueryOptions());
}

/** POST /tiempos/peticiones: asks to be timed. */
export const usePedirTiempo = () => useMutacion(() => llamar(api.pedirTiempo, {}), RELEER);

/** DELETE /tiempos/peticiones/{id}: withdraws one's own waiting request. */
export const useRetirarPeticion = () =>
  useMutacion((id: number) => llamar(api.retirarPeticion, { params: { id } }), RELEER);

/** POST /tiempos/peticiones/{id}/atender: starts the person's timer, run by the caller. */
export const useAtenderPeticion = () =>
  useMutacion((id: number) => llamar(api.atenderPeticion, { params: { id } }), RELEER);
