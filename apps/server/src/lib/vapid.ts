import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ajustarModo, MODO_ARCHIVO, prepararCarpetaDatos } from '../db/lock';
import { ajustes } from '../db/schema/ajustes';

/** The server's Web Push identity (VAPID), base64url keys. */
export interface ClavesVapid {
  publicKey: string;
  privateKey: string;
}

const validas = (v: unknown): v is ClavesVapid =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as ClavesVapid).publicKey === 'string' &&
  typeof (v as ClavesVapid).privateKey === 'string' &&
  (v as ClavesVapid).publicKey.length > 40 &&
  (v as ClavesVapid).privateKey.length > 20;

/** A new VAPID key pair (`web-push` is loaded only for it). */
export async function nuevasClavesVapid(): Promise<ClavesVapid> {
  const { default: webpush } = await import('web-push');
  return webpush.generateVAPIDKeys();
}

/**
 * The VAPID keys that sign Web Push requests: made once at first start and kept like
 * the session secret, in the data folder (embedded database) or in the database itself
 * (every process sharing one PostgreSQL signs alike). Browsers subscribed with the
 * public key, so it must not change. The `vapid` row is never exposed by settings.
 */
export async function resolverClavesVapid(opts: {
  dataDir: string | null;
  database: Database;
}): Promise<ClavesVapid> {
  // Made only when none are kept yet: every start of an existing server skips it (and
  // skips loading `web-push`).
  if (opts.database.kind === 'pglite') {
    if (!opts.dataDir) return nuevasClavesVapid(); // in-memory database: subscriptions die with it
    const archivo = path.join(path.resolve(opts.dataDir), 'vapid.json');
    const guardadas: unknown = await readFile(archivo, 'utf8')
      .then((t) => JSON.parse(t) as unknown)
      .catch(() => null);
    if (validas(guardadas)) {
      await ajustarModo(archivo, MODO_ARCHIVO);
      return { publicKey: guardadas.publicKey, privateKey: guardadas.privateKey };
    }
    const nuevas = await nuevasClavesVapid();
    await prepararCarpetaDatos(opts.dataDir);
    await writeFile(archivo, JSON.stringify(nuevas), { mode: MODO_ARCHIVO });
    await ajustarModo(archivo, MODO_ARCHIVO);
    return nuevas;
  }
  const db = opts.database.db;
  const leer = async () => {
    const [fila] = await db.select().from(ajustes).where(eq(ajustes.clave, 'vapid'));
    return fila?.valor;
  };
  const guardadas = await leer();
  if (validas(guardadas)) return guardadas;
  const nuevas = await nuevasClavesVapid();
  // Another process starting at once may have stored its keys first: those are kept.
  await db.insert(ajustes).values({ clave: 'vapid', valor: nuevas }).onConflictDoNothing();
  const ahora = await leer();
  return validas(ahora) ? ahora : nuevas;
}
