import { setTimeout as esperar } from 'node:timers/promises';
import type { Db } from './tipos';

/**
 * SQLSTATEs of a transaction PostgreSQL aborted so that another one could go on:
 * deadlock_detected and serialization_failure. Run again, it usually just waits its turn.
 */
const ABORTADA_POR_OTRA = new Set(['40P01', '40001']);

/** How many times a transaction is tried in all before its failure is answered (a 500). */
export const INTENTOS_TRANSACCION = 5;

/** Whether an error (or the driver's error Drizzle wraps) is such an abort. */
export function abortadaPorOtra(err: unknown): boolean {
  let actual: unknown = err;
  for (let i = 0; i < 4 && actual; i++) {
    const code = (actual as { code?: unknown }).code;
    if (typeof code === 'string' && ABORTADA_POR_OTRA.has(code)) return true;
    actual = (actual as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The one place a transaction is retried (docs/desarrollo.md, Locks): every
 * `db.transaction(…)` of the app runs its callback again, up to 5 times in all, when
 * PostgreSQL aborts it as a deadlock or a serialization failure, after a short random
 * wait (a few milliseconds, longer each time) so the two do not meet again at once. The
 * writes take their locks in one order, so this is rare; it is what keeps a race that
 * still ends in a deadlock from answering 500. A callback must therefore do nothing but
 * database work (its events and their reactions included, which run in it): everything
 * it did is rolled back before it runs again. Any other error, and a domain refusal,
 * passes at once. A nested `tx.transaction` (a savepoint) is not retried by itself: the
 * whole transaction is.
 */
export function conReintentos(db: Db): Db {
  const transaccion = db.transaction.bind(db);
  const reintentada: Db['transaction'] = async (callback, config) => {
    for (let intento = 1; ; intento++) {
      try {
        return await transaccion(callback, config);
      } catch (err) {
        if (intento >= INTENTOS_TRANSACCION || !abortadaPorOtra(err)) throw err;
        await esperar(intento * (2 + Math.random() * 8));
      }
    }
  };
  db.transaction = reintentada;
  return db;
}
