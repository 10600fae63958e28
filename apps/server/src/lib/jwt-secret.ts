import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { ajustarModo, MODO_ARCHIVO, prepararCarpetaDatos } from '../db/lock';
import { ajustes } from '../db/schema/ajustes';

/**
 * The secret that signs tokens: JWT_SECRET when set; otherwise generated once and
 * kept in the data folder (embedded database) or in the database itself, so that
 * every process sharing one PostgreSQL signs with the same secret.
 */
export async function resolverSecreto(opts: {
  jwtSecret?: string;
  dataDir: string | null;
  database: Database;
}): Promise<string> {
  if (opts.jwtSecret) return opts.jwtSecret;
  const nuevo = randomBytes(48).toString('base64url');
  if (opts.database.kind === 'pglite') {
    if (!opts.dataDir) return nuevo; // in-memory database: tokens die with it
    const archivo = path.join(path.resolve(opts.dataDir), 'jwt-secret');
    const guardado = await readFile(archivo, 'utf8').catch(() => '');
    if (guardado.trim().length >= 32) {
      await ajustarModo(archivo, MODO_ARCHIVO); // a copy may have left it readable by others
      return guardado.trim();
    }
    await prepararCarpetaDatos(opts.dataDir);
    await writeFile(archivo, nuevo, { mode: MODO_ARCHIVO });
    await ajustarModo(archivo, MODO_ARCHIVO); // the mode above only applies to a new file
    return nuevo;
  }
  const db = opts.database.db;
  await db.insert(ajustes).values({ clave: 'jwt_secret', valor: nuevo }).onConflictDoNothing();
  const [fila] = await db.select().from(ajustes).where(eq(ajustes.clave, 'jwt_secret'));
  return String(fila?.valor ?? nuevo);
}
