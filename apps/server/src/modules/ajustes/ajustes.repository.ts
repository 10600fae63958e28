import { eq, inArray, sql } from 'drizzle-orm';
import {
  AJUSTES_POR_DEFECTO,
  ajustes as contrato,
  type Ajustes,
} from '@mchabbo/shared/ajustes/contratos';
import type { Tx } from '../../db/client';
import { sentenciaPreparada } from '../../db/sentencias-preparadas';
import { ajustes } from '../../db/schema/ajustes';

const CLAVES = Object.keys(AJUSTES_POR_DEFECTO) as (keyof Ajustes)[];

const leer = sentenciaPreparada('leer_ajustes', (db) =>
  db.select().from(ajustes).where(inArray(ajustes.clave, CLAVES)),
);

/** Stored values already reported as invalid, so each is logged once per process. */
const avisados = new Set<string>();

/**
 * The owner settings, defaults filled in. Only these keys are ever read here: the
 * same table also keeps the generated JWT secret, which must never leave the server.
 * Each stored value is checked by its own rule: one that no longer passes (an older
 * version's, or changed by hand) is replaced by its default alone, with a warning the
 * first time it is read, and the others keep their values (docs/reglas.md, Settings 15.5).
 */
export async function leerAjustes(db: Tx): Promise<Ajustes> {
  const filas = await leer(db).execute();
  const resultado: Record<string, unknown> = { ...AJUSTES_POR_DEFECTO };
  for (const { clave, valor } of filas) {
    const regla = contrato.shape[clave as keyof Ajustes];
    const leido = regla.safeParse(valor);
    if (leido.success) {
      resultado[clave] = leido.data;
      continue;
    }
    const guardado = JSON.stringify(valor);
    if (avisados.has(`${clave}=${guardado}`)) continue;
    avisados.add(`${clave}=${guardado}`);
    console.warn(
      `El ajuste ${clave} guardado (${guardado}) no es válido: ` +
        `${leido.error.issues[0]?.message ?? 'valor no válido'} ` +
        `Se usa su valor por defecto (${JSON.stringify(AJUSTES_POR_DEFECTO[clave as keyof Ajustes])}).`,
    );
  }
  return resultado as Ajustes;
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

/** The `ajustes` row of the owner's Discord webhook: read only through the two functions below. */
const CLAVE_WEBHOOK = 'discord_webhook';

/** The stored Discord webhook address, or null (docs/reglas.md, Discord 31.1). */
export async function leerWebhookDiscord(db: Tx): Promise<string | null> {
  const [fila] = await db
    .select({ valor: ajustes.valor })
    .from(ajustes)
    .where(eq(ajustes.clave, CLAVE_WEBHOOK));
  return typeof fila?.valor === 'string' ? fila.valor : null;
}

/** Stores the Discord webhook address, or removes it (null). */
export async function guardarWebhookDiscord(db: Tx, url: string | null) {
  if (url === null) {
    await db.delete(ajustes).where(eq(ajustes.clave, CLAVE_WEBHOOK));
    return;
  }
  await db
    .insert(ajustes)
    .values({ clave: CLAVE_WEBHOOK, valor: url })
    .onConflictDoUpdate({ target: ajustes.clave, set: { valor: sql`excluded.valor` } });
}
