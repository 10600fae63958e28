import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { estadoMembresia, type Membresia } from '@mchabbo/shared/membresias/contratos';
import type { Tx } from '../../db/client';
import { membresias } from '../../db/schema/membresias';
import { usuarios } from '../../db/schema/usuarios';

const miembro = alias(usuarios, 'miembro');
const encargado = alias(usuarios, 'encargado');

function consulta(db: Tx) {
  return db
    .select({
      id: membresias.id,
      nombre: membresias.nombre,
      usuario: miembro.username,
      encargado: encargado.username,
      fechaInicio: membresias.fechaInicio,
      fechaFin: membresias.fechaFin,
      requisito_hrs: membresias.requisitoHrs,
      requisito_times: membresias.requisitoTimes,
    })
    .from(membresias)
    .innerJoin(miembro, eq(miembro.id, membresias.usuarioId))
    .innerJoin(encargado, eq(encargado.id, membresias.encargadoId));
}

type Fila = Awaited<ReturnType<ReturnType<typeof consulta>['execute']>>[number];

function presentar({ fechaInicio, fechaFin, ...m }: Fila, ahora: Date): Membresia {
  return {
    ...m,
    fecha_inicio: fechaInicio.toISOString(),
    fecha_fin: fechaFin.toISOString(),
    estado: estadoMembresia(fechaFin, ahora),
  };
}

/** Memberships, newest first, with their state at `ahora`. */
export async function listarMembresias(db: Tx, ahora: Date, limite: number) {
  const filas = await consulta(db)
    .orderBy(desc(membresias.fechaInicio), desc(membresias.id))
    .limit(limite);
  return filas.map((f) => presentar(f, ahora));
}

/** One membership. */
export async function buscarMembresia(db: Tx, id: number, ahora: Date) {
  const [fila] = await consulta(db).where(eq(membresias.id, id));
  return fila && presentar(fila, ahora);
}

/** Stores a membership and returns its id. */
export async function insertarMembresia(db: Tx, datos: typeof membresias.$inferInsert) {
  const [fila] = await db.insert(membresias).values(datos).returning({ id: membresias.id });
  if (!fila) throw new Error('insert returned no row');
  return fila.id;
}

/** Removes a membership; false when there was none. */
export async function borrarMembresia(db: Tx, id: number) {
  const filas = await db
    .delete(membresias)
    .where(eq(membresias.id, id))
    .returning({ id: membresias.id });
  return filas.length > 0;
}

/** Who gave a membership and who holds it, its row locked for the transaction. */
export async function bloquearMembresia(tx: Tx, id: number) {
  const [fila] = await tx
    .select({
      encargadoId: membresias.encargadoId,
      usuarioId: membresias.usuarioId,
      nombre: membresias.nombre,
      fechaFin: membresias.fechaFin,
    })
    .from(membresias)
    .where(eq(membresias.id, id))
    .for('update');
  return fila;
}
