import type { Db, Tx } from '../db/client';
import type { Config } from '../config';
import type { Lecturas } from './lecturas';

/** What use cases need from the app: the database, token signing, the settings and the clock. */
export interface Ctx {
  db: Db;
  config: Config;
  firmarToken(usuario: { id: number; tokenVersion: number }): string;
  /**
   * Runs inside a dismissal's transaction (the timers module cancels the person's
   * open timers here), so other areas react without the dismissal knowing them.
   */
  alDespedir?: (tx: Tx, usuarioId: number, actorId: number) => Promise<void>;
  /** Hot reads kept while the database is unchanged (`lib/lecturas.ts`). */
  lecturas: Lecturas;
  /** The clock use cases read "now" from (tests may pass a fixed one); default: system time. */
  reloj?: () => Date;
}

/** The current instant by the context's clock. */
export function ahora(ctx: Pick<Ctx, 'reloj'>): Date {
  return ctx.reloj ? ctx.reloj() : new Date();
}
