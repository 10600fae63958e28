import { inArray, sql } from 'drizzle-orm';
import {
  AJUSTES_POR_DEFECTO,
  ajustes as contrato,
  type Ajustes,
} from '@mchabbo/shared/ajustes/contratos';
import type { Tx } from '../../db/client';
import type { Instantanea, Lecturas } from '../../lib/lecturas';
import { preparada } from '../../lib/preparada';
import { ajustes } from '../../db/schema/ajustes';

const CLAVES = Object.keys(AJUSTES_POR_DEFECTO) as (keyof Ajustes)[];

const leer = preparada((db) =>
  db.select().from(ajustes).where(inArray(ajustes.clave, CLAVES)).prepare('leer_ajustes'),
);

/**
 * The owner settings, defaults filled in. Only these keys are ever read here: the
 * same table also keeps the generated JWT secret, which must never leave the server.
 */
export async function leerAjustes(db: Tx): Promise<Ajustes> {
  const filas = await leer(db).execute();
  const guardados = Object.fromEntries(filas.map((f) => [f.clave, f.valor]));
  const resultado = contrato.safeParse({ ...AJUSTES_POR_DEFECTO, ...guardados });
  return resultado.success ? resultado.data : { ...AJUSTES_POR_DEFECTO };
}

/**
 * The settings as seen at the caller's snapshot: kept between requests while the
 * database is unchanged (`lib/lecturas.ts`). Not for use inside a transaction.
 */
export function ajustesVigentes(
  ctx: { db: Tx; lecturas: Lecturas },
  instantanea: Instantanea,
): Promise<Ajustes> {
  return ctx.lecturas.leer(instantanea, 'ajustes', () => leerAjustes(ctx.db));
}

/** Saves some settings. */
export async function guardarAjustes(db: Tx, cambios: Partial<Ajustes>) {
  const filas = Object.entries(cambios)
    .filter(([clave, valor]) => CLAVES.includes(clave as keyof Ajustes) && valor !== undefined)
    .map(([clave, valor]) => ({ clave, valor }));
  if (filas.length === 0) return;
  await db
    .insert(ajustes)
    .values(filas)
    .onConflictDoUpdate({ target: ajustes.clave, set: { valor: sql`excluded.valor` } });
}
