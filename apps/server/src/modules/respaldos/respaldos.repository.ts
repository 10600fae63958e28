import { NIVEL_DUENO } from '@mchabbo/shared/niveles/niveles';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { usuarios } from '../../db/schema/usuarios';

/** Whether the database has an owner account (nivel 0): without one nobody can run it. */
export async function hayDueno(db: Tx): Promise<boolean> {
  const [fila] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(usuarios)
    .where(eq(usuarios.nivel, NIVEL_DUENO));
  return (fila?.n ?? 0) > 0;
}
