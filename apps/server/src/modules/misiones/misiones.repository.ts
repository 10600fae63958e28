import { asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Mision } from '@mchabbo/shared/misiones/contratos';
import type { Tx } from '../../db/client';
import { misiones } from '../../db/schema/misiones';
import { rangos } from '../../db/schema/rangos';
import { usuarios } from '../../db/schema/usuarios';

const editor = alias(usuarios, 'editor');

const columnas = {
  id: misiones.id,
  rango: rangos.nombre,
  nivel: rangos.nivel,
  mision: misiones.mision,
  costo: misiones.costo,
  pago_1h: misiones.pago1h,
  pago_2h: misiones.pago2h,
  pago_3h: misiones.pago3h,
  pago_semanal: misiones.pagoSemanal,
  requisito_hrs: misiones.requisitoHrs,
  requisito_times: misiones.requisitoTimes,
  editor: editor.username,
  asignados: sql<number>`(select count(*)::int from ${usuarios} where ${usuarios.misionId} = ${misiones.id})`,
};

type Fila = { [K in keyof typeof columnas]: unknown } & Omit<Mision, 'user'> & {
    editor: string | null;
  };

function presentar({ editor: nombre, ...m }: Fila): Mision {
  return { ...m, user: nombre ? { username: nombre } : null };
}

function base(db: Tx) {
  return db
    .select(columnas)
    .from(misiones)
    .innerJoin(rangos, eq(rangos.id, misiones.rangoId))
    .leftJoin(editor, eq(editor.id, misiones.editadoPor));
}

/** Every mission with its rank, highest rank first, in catalog order. */
export async function listarMisiones(db: Tx): Promise<Mision[]> {
  const filas = await base(db).orderBy(asc(rangos.nivel), asc(rangos.orden), asc(misiones.id));
  return filas.map((f) => presentar(f as Fila));
}

/** One mission by id. */
export async function buscarMision(db: Tx, id: number): Promise<Mision | undefined> {
  const [fila] = await base(db).where(eq(misiones.id, id));
  return fila && presentar(fila as Fila);
}

/** A rank by name or id. */
export async function buscarRango(db: Tx, por: { nombre?: string; id?: number }) {
  const [fila] = await db
    .select()
    .from(rangos)
    .where(por.id !== undefined ? eq(rangos.id, por.id) : eq(rangos.nombre, por.nombre ?? ''));
  return fila;
}

/** Every rank, highest first. */
export function listarRangos(db: Tx) {
  return db.select().from(rangos).orderBy(asc(rangos.nivel), asc(rangos.orden));
}

/** The values of a mission as stored in the table. */
export type ValoresMision = Partial<{
  mision: string;
  costo: number;
  pago_1h: number;
  pago_2h: number;
  pago_3h: number;
  pago_semanal: number;
  requisito_hrs: string;
  requisito_times: string;
}>;

function aColumnas(v: ValoresMision) {
  return {
    mision: v.mision,
    costo: v.costo,
    pago1h: v.pago_1h,
    pago2h: v.pago_2h,
    pago3h: v.pago_3h,
    pagoSemanal: v.pago_semanal,
    requisitoHrs: v.requisito_hrs,
    requisitoTimes: v.requisito_times,
  };
}

/** Stores a new mission and returns its id. */
export async function insertarMision(
  db: Tx,
  rangoId: number,
  valores: Required<ValoresMision>,
  editadoPor: number,
) {
  const [fila] = await db
    .insert(misiones)
    .values({ rangoId, ...aColumnas(valores), mision: valores.mision, editadoPor })
    .returning({ id: misiones.id });
  if (!fila) throw new Error('insert returned no row');
  return fila.id;
}

/** Changes some values of a mission. */
export async function actualizarMision(
  db: Tx,
  id: number,
  valores: ValoresMision,
  editadoPor: number,
) {
  await db
    .update(misiones)
    .set({ ...aColumnas(valores), editadoPor, actualizadoEn: sql`now()` })
    .where(eq(misiones.id, id));
}

/** Removes a mission. */
export async function borrarMision(db: Tx, id: number) {
  const filas = await db.delete(misiones).where(eq(misiones.id, id)).returning({ id: misiones.id });
  return filas.length > 0;
}
