import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';

/** The PostgreSQL channel timer changes are announced on. */
export const CANAL_TIEMPOS = 'tiempos';

/** What a change announces: the action and the timer (or how many changed). */
export interface Aviso {
  accion: string;
  id?: number;
  total?: number;
}

/** Fans each announcement out to this process's open streams. */
export class CentralDeAvisos {
  private readonly oyentes = new Set<(datos: string) => void>();

  /** Adds a listener; returns how to remove it. */
  suscribir(oyente: (datos: string) => void): () => void {
    this.oyentes.add(oyente);
    return () => this.oyentes.delete(oyente);
  }

  /** Sends a payload to every listener. */
  emitir(datos: string) {
    for (const oyente of this.oyentes) oyente(datos);
  }

  /** How many streams are open. */
  get tamano() {
    return this.oyentes.size;
  }
}

/**
 * Listens on the channel: on PostgreSQL with a dedicated connection (reconnecting after
 * a failure, and then announcing `reconectado` so screens refetch what they missed), on
 * PGlite through its own LISTEN support. Returns how to stop.
 */
export async function escucharAvisos(
  database: Database,
  alAviso: (datos: string) => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const dejar = await database.pglite.listen(CANAL_TIEMPOS, alAviso);
    return async () => {
      if (!database.pglite?.closed) await dejar();
    };
  }
  const pool = database.pool;
  if (!pool) return async () => {};

  let cerrando = false;
  let cliente: pg.Client | null = null;
  let reintento: NodeJS.Timeout | null = null;

  const conectar = async (esReconexion: boolean) => {
    const nuevo = new pg.Client(pool.options);
    nuevo.on('notification', (msg) => {
      if (msg.channel === CANAL_TIEMPOS && msg.payload) alAviso(msg.payload);
    });
    const perdida = (err?: unknown) => {
      if (cliente !== nuevo || cerrando) return;
      log.warn({ err }, 'live updates: listener connection lost');
      programar();
    };
    nuevo.on('error', perdida);
    nuevo.on('end', () => perdida());
    try {
      await nuevo.connect();
      await nuevo.query(`LISTEN ${CANAL_TIEMPOS}`);
    } catch (err) {
      await nuevo.end().catch(() => {});
      throw err;
    }
    if (cerrando) {
      await nuevo.end().catch(() => {});
      return;
    }
    cliente = nuevo;
    if (esReconexion) alAviso(JSON.stringify({ accion: 'reconectado' } satisfies Aviso));
  };

  const programar = () => {
    const perdido = cliente;
    cliente = null;
    void perdido?.end().catch(() => {});
    if (cerrando || reintento) return;
    reintento = setTimeout(() => {
      reintento = null;
      conectar(true).catch((err: unknown) => {
        log.warn({ err }, 'live updates: reconnecting failed');
        programar();
      });
    }, 1000);
    reintento.unref();
  };

  await conectar(false);
  return async () => {
    cerrando = true;
    if (reintento) clearTimeout(reintento);
    const actual = cliente;
    cliente = null;
    await actual?.end().catch(() => {});
  };
}
