import { vi } from 'vitest';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { jsonResponse } from './render';

/** Helpers of the Tiempos screen's tests: timers, a fake server and a fake live stream. */

export const CHEFA = { nameUser: 'Chefa', nivel: 3, rango: 'Chef ejecutivo' };

export const tiempo = (
  id: number,
  usuario: string,
  extra: Partial<TiempoListado> = {},
): TiempoListado => ({
  id,
  usuario,
  usuario_id: id + 10,
  rango: 'Cocinero',
  mision: 'Cocinero',
  encargado: 'Chefa',
  encargado_id: 1,
  tiempoTranscurrido: '5m',
  segundos: 300,
  pausado: false,
  pausas_count: 0,
  estado: 'activo',
  olvidado: false,
  iniciado_en: new Date(Date.now() - 300_000).toISOString(),
  pausado_desde: null,
  puede_operar: true,
  creditos_previstos: 0,
  bono_previsto: 0,
  en_hotel: null,
  ...extra,
});

export class FakeEventSource {
  static abiertas: FakeEventSource[] = [];
  static readonly CLOSED = 2;
  readyState = 1;
  onerror: (() => void) | null = null;
  private oyentes: (() => void)[] = [];
  constructor(readonly url: string) {
    FakeEventSource.abiertas.push(this);
  }
  addEventListener(_tipo: string, oyente: () => void) {
    this.oyentes.push(oyente);
  }
  emitir() {
    for (const o of this.oyentes) o();
  }
  close() {
    this.readyState = 2;
  }
}

type Respuesta = (body: unknown) => Response;

/** Serves the list and names; `acciones` answers the other calls by "METHOD path". */
export function servidor(tiempos: TiempoListado[][], acciones: Record<string, Respuesta> = {}) {
  let lectura = 0;
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const ruta = url.replace(/^.*\/api/, '');
    const metodo = init?.method ?? 'GET';
    if (ruta === '/tiempos/all') {
      const lista = tiempos[Math.min(lectura++, tiempos.length - 1)]!;
      return jsonResponse({ tiempos: lista, ahora: new Date().toISOString() });
    }
    if (ruta === '/user/elegibles?para=tiempo') {
      return jsonResponse(
        ['Obrero', 'Pinche', 'Nuevo'].map((username, id) => ({
          id,
          username,
          nivel: 6,
          rango: 'Lavaloza',
          mision: 'Lavaloza',
          area: 'limpieza',
          habbo_avatar_url: null,
          despedido: false,
        })),
      );
    }
    const accion = acciones[`${metodo} ${ruta}`];
    if (accion) return accion(init?.body ? JSON.parse(String(init.body)) : undefined);
    if (ruta === '/tiempos/peticiones') {
      return jsonResponse({
        peticiones: [],
        propia: null,
        en_marcha: false,
        ahora: new Date().toISOString(),
      });
    }
    return jsonResponse({ message: 'No encontrado' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  vi.stubGlobal('EventSource', FakeEventSource);
  window.localStorage.setItem('access_token', 'tok en');
  return fetch;
}

export const llamadas = (fetch: ReturnType<typeof servidor>, metodo: string, ruta: string) =>
  fetch.mock.calls.filter(
    ([url, init]) => url.endsWith(`/api${ruta}`) && (init?.method ?? 'GET') === metodo,
  );
