import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';

/**
 * Listens on a PostgreSQL channel (`pg_notify` in a transaction is delivered when it
 * commits): on PostgreSQL with a dedicated connection (reconnecting after a failure,
 * and then calling `alReconectar` so screens refetch what they missed), on PGlite
 * through its own LISTEN support. Returns how to stop.
 */
export async function escucharCanal(
  database: Database,
  canal: string,
  alAviso: (datos: string) => void,
  alReconectar: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    const dejar = await database.pglite.listen(canal, alAviso);
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
      if (msg.channel === canal && msg.payload) alAviso(msg.payload);
    });
    const perdida = (err?: unknown) => {
      if (cliente !== nuevo || cerrando) return;
      log.warn({ err, canal }, 'live updates: listener connection lost');
      programar();
    };
    nuevo.on('error', perdida);
    nuevo.on('end', () => perdida());
    try {
      await nuevo.connect();
      await nuevo.query(`LISTEN ${canal}`);
    } catch (err) {
      await nuevo.end().catch(() => {});
      throw err;
    }
    if (cerrando) {
      await nuevo.end().catch(() => {});
      return;
    }
    cliente = nuevo;
    if (esReconexion) alReconectar();
  };

  const programar = () => {
    const perdido = cliente;
    cliente = null;
    void perdido?.end().catch(() => {});
    if (cerrando || reintento) return;
    reintento = setTimeout(() => {
      reintento = null;
      conectar(true).catch((err: unknown) => {
        log.warn({ err, canal }, 'live updates: reconnecting failed');
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
