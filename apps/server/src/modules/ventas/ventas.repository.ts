import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Venta } from '@mchabbo/shared/ventas/contratos';
import type { Tx } from '../../db/client';
import { usuarios } from '../../db/schema/usuarios';
import { ventas } from '../../db/schema/ventas';

const comprador = alias(usuarios, 'comprador');
const vendedor = alias(usuarios, 'vendedor');

function consulta(db: Tx) {
  return db
    .select({
      id: ventas.id,
      comprador: comprador.username,
      vendedor: vendedor.username,
      rango: ventas.rango,
      mision: ventas.mision,
      costo: ventas.costo,
      gananciaDueno: ventas.gananciaDueno,
      montoTotal: ventas.montoTotal,
      pagoRecibido: ventas.pagoRecibido,
      creadoEn: ventas.creadoEn,
    })
    .from(ventas)
    .innerJoin(comprador, eq(comprador.id, ventas.compradorId))
    .innerJoin(vendedor, eq(vendedor.id, ventas.vendedorId));
}

type Fila = Awaited<ReturnType<ReturnType<typeof consulta>['execute']>>[number];

function presentar({ creadoEn, ...v }: Fila): Venta {
  return { ...v, fecha: creadoEn.toISOString() };
}

/** Sales, newest first (names as they are now, so a rename shows everywhere). */
export async function listarVentas(db: Tx, limite: number): Promise<Venta[]> {
  const filas = await consulta(db).orderBy(desc(ventas.creadoEn), desc(ventas.id)).limit(limite);
  return filas.map(presentar);
}

/** One sale. */
export async function buscarVenta(db: Tx, id: number) {
  const [fila] = await consulta(db).where(eq(ventas.id, id));
  return fila && presentar(fila);
}

/** Stores a sale and returns its id. */
export async function insertarVenta(db: Tx, datos: typeof ventas.$inferInsert) {
  const [fila] = await db.insert(ventas).values(datos).returning({ id: ventas.id });
  if (!fila) throw new Error('insert returned no row');
  return fila.id;
}

/** Flips "payment received" in one statement, so concurrent clicks never lose one. */
export async function alternarPago(db: Tx, id: number) {
  const filas = await db
    .update(ventas)
    .set({ pagoRecibido: sql`not ${ventas.pagoRecibido}` })
    .where(eq(ventas.id, id))
    .returning({ pagoRecibido: ventas.pagoRecibido });
  return filas[0]?.pagoRecibido;
}

/** Who sold and who bought a sale, its row locked for the transaction that changes it. */
export async function bloquearVenta(tx: Tx, id: number) {
  const [fila] = await tx
    .select({ vendedorId: ventas.vendedorId, compradorId: ventas.compradorId })
    .from(ventas)
    .where(eq(ventas.id, id))
    .for('update');
  return fila;
}
