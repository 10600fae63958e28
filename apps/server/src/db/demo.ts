import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from './client';
import { misiones } from './schema/misiones';
import { rangos } from './schema/rangos';
import { usuarios } from './schema/usuarios';
import { hashPassword } from '../lib/passwords';

/** Password of every demo account. */
export const CLAVE_DEMO = 'demo-mchabbo';

/**
 * Demo data, only on request (DEMO=1 or `npm run demo`): two members of every rank
 * and two guests. Running it again adds nothing.
 */
export async function sembrarDemo(db: Db): Promise<string> {
  const passwordHash = await hashPassword(CLAVE_DEMO);
  const filas = await db
    .select({ id: misiones.id, mision: misiones.mision, rango: rangos.nombre, nivel: rangos.nivel })
    .from(misiones)
    .innerJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(sql`${rangos.nivel} between 1 and 6`)
    .orderBy(asc(rangos.nivel), asc(misiones.id));
  const porRango = new Map<string, typeof filas>();
  for (const f of filas) porRango.set(f.rango, [...(porRango.get(f.rango) ?? []), f]);

  const cuentas: (typeof usuarios.$inferInsert)[] = [];
  for (const [rango, lista] of porRango) {
    lista.slice(0, 2).forEach((m, i) => {
      const nombre = `${rango.replace(/[^\p{L}\p{N}]/gu, '')}${i + 1}`;
      cuentas.push({ username: nombre, passwordHash, nivel: m.nivel, misionId: m.id });
    });
  }
  cuentas.push({ username: 'Invitado1', passwordHash }, { username: 'Invitado2', passwordHash });
  await db.insert(usuarios).values(cuentas).onConflictDoNothing();
  return `Datos de demostración listos: ${cuentas.length} cuentas con la contraseña "${CLAVE_DEMO}" (por ejemplo ${cuentas[0]?.username}).`;
}
