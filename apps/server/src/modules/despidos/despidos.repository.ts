import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Despido } from '@mchabbo/shared/despidos/contratos';
import type { Tx } from '../../db/client';
import { despidos } from '../../db/schema/despidos';
import { usuarios } from '../../db/schema/usuarios';

const persona = alias(usuarios, 'persona');
const encargado = alias(usuarios, 'encargado');

function consulta(db: Tx) {
  return db
    .select({
      id: despidos.id,
      username: persona.username,
      motivo: despidos.motivo,
      fecha: despidos.fecha,
      encargado: encargado.username,
      rango: despidos.rango,
      mision: despidos.mision,
      costo: despidos.costo,
    })
    .from(despidos)
    .innerJoin(persona, eq(persona.id, despidos.usuarioId))
    .innerJoin(encargado, eq(encargado.id, despidos.encargadoId));
}

type Fila = Awaited<ReturnType<ReturnType<typeof consulta>['execute']>>[number];

function presentar(f: Fila): Despido {
  return {
    id: f.id,
    user: { username: f.username },
    motivo: f.motivo,
    fecha: f.fecha.toISOString(),
    encargado: { username: f.encargado },
    mision: f.rango && f.mision ? { rango: f.rango, mision: f.mision, costo: f.costo ?? 0 } : null,
  };
}

/** Dismissals still in force, newest first. */
export async function listarDespidos(db: Tx, limite: number) {
  const filas = await consulta(db)
    .where(eq(despidos.activo, true))
    .orderBy(desc(despidos.fecha), desc(despidos.id))
    .limit(limite);
  return filas.map(presentar);
}

/** One dismissal as listed. */
export async function buscarDespido(db: Tx, id: number) {
  const [fila] = await consulta(db).where(eq(despidos.id, id));
  return fila && presentar(fila);
}

/** The stored row of a dismissal, locked for the transaction that changes it. */
export async function bloquearDespido(db: Tx, id: number) {
  const [fila] = await db.select().from(despidos).where(eq(despidos.id, id)).for('update');
  return fila;
}

/** Stores a dismissal and returns its id. */
export async function insertarDespido(db: Tx, datos: typeof despidos.$inferInsert) {
  const [fila] = await db.insert(despidos).values(datos).returning({ id: despidos.id });
  if (!fila) throw new Error('insert returned no row');
  return fila.id;
}

/** Closes a dismissal: the person was reinstated. */
export async function cerrarDespido(db: Tx, id: number, por: number) {
  await db
    .update(despidos)
    .set({ activo: false, reintegradoEn: new Date(), reintegradoPor: por })
    .where(eq(despidos.id, id));
}

/** Removes a dismissal record. */
export async function borrarDespido(db: Tx, id: number) {
  await db.delete(despidos).where(eq(despidos.id, id));
}
