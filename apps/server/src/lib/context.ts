import type { Db } from '../db/client';
import type { Config } from '../config';
import type { Eventos } from './eventos';
import type { Lecturas } from './lecturas';

/**
 * What use cases need from the app: the database, token signing, the settings, the
 * events other modules react to and the clock.
 */
export interface Ctx {
  db: Db;
  config: Config;
  /** Signs the token of a session (`sesiones` row) of an account. */
  firmarToken(
    usuario: { id: number; tokenVersion: number },
    sesionId: number,
  ): { token: string; expira: Date };
  /** Changes other modules react to, inside the writer's transaction (`lib/eventos.ts`). */
  eventos: Eventos;
  /** Hot reads kept while the database is unchanged (`lib/lecturas.ts`). */
  lecturas: Lecturas;
  /** The clock use cases read "now" from (tests may pass a fixed one); default: system time. */
  reloj?: () => Date;
}

/** The current instant by the context's clock. */
export function ahora(ctx: Pick<Ctx, 'reloj'>): Date {
  return ctx.reloj ? ctx.reloj() : new Date();
}
