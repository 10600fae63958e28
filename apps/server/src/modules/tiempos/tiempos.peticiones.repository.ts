import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { sentenciaPreparada } from '../../db/sentencias-preparadas';
import { misiones } from '../../db/schema/misiones';
import { peticionesTiempo as p } from '../../db/schema/peticiones-tiempo';
import { rangos } from '../../db/schema/rangos';
import { usuarios } from '../../db/schema/usuarios';
import { CANAL_TIEMPOS, type Aviso } from './tiempos.avisos';

const esperando = eq(p.estado, 'esperando');

/** Records a request; a second waiting one of the person breaks the partial unique index. */
export async function insertar(tx: Tx, usuarioId: number, creadaEn: Date) {
  const [fila] = await tx.insert(p).values({ usuarioId, creadaEn }).returning({ id: p.id });
  if (!fila) throw new Error('insert returned no row');
  return fila.id;
}

/** One request, as it is now (no lock). */
export async function porId(db: Tx, id: number) {
  const [fila] = await db.select().from(p).where(eq(p.id, id));
  return fila;
}

/** One request, locked for the rest of the transaction. */
export async function bloquear(tx: Tx, id: number) {
  const [fila] = await tx.select().from(p).where(eq(p.id, id)).for('update');
  return fila;
}

/** The person's waiting request, locked, if any. */
export async function esperandoDe(tx: Tx, usuarioId: number) {
  const [fila] = await esperandoDeUno(tx).execute({ usuarioId });
  return fila;
}

// Every start of a timer asks it: kept (db/sentencias-preparadas.ts).
const esperandoDeUno = sentenciaPreparada('peticion_esperando_de', (db) =>
  db
    .select()
    .from(p)
    .where(and(esperando, eq(p.usuarioId, sql.placeholder('usuarioId'))))
    .for('update'),
);

/** Closes a request as attended by `actorId`, who started timer `tiempoId`. */
export async function marcarAtendida(
  tx: Tx,
  id: number,
  datos: { actorId: number; instante: Date; tiempoId: number },
) {
  await tx
    .update(p)
    .set({
      estado: 'atendida',
      atendidaPor: datos.actorId,
      atendidaEn: datos.instante,
      tiempoId: datos.tiempoId,
    })
    .where(eq(p.id, id));
}

/** Closes a request as withdrawn by its person. */
export async function marcarRetirada(tx: Tx, id: number, instante: Date) {
  await tx.update(p).set({ estado: 'retirada', retiradaEn: instante }).where(eq(p.id, id));
}

/**
 * Closes as expired every waiting request made at or before `limite` (of one person,
 * when given), at the instant each expired (made + `minutos`). One statement: of two
 * sweeps at once, each request is closed by one.
 */
export function caducar(tx: Tx, limite: Date, minutos: number, usuarioId?: number) {
  return tx
    .update(p)
    .set({
      estado: 'caducada',
      caducadaEn: sql`${p.creadaEn} + make_interval(mins => ${minutos}::int)`,
    })
    .where(
      and(
        esperando,
        lte(p.creadaEn, limite),
        usuarioId === undefined ? undefined : eq(p.usuarioId, usuarioId),
      ),
    )
    .returning({
      id: p.id,
      usuarioId: p.usuarioId,
      creadaEn: p.creadaEn,
      caducadaEn: p.caducadaEn,
    });
}

/** Every waiting request with its person's name, level, rank and mission, oldest first. */
export function listarEsperando(db: Tx) {
  return db
    .select({
      id: p.id,
      usuarioId: p.usuarioId,
      creadaEn: p.creadaEn,
      usuario: usuarios.username,
      nivel: usuarios.nivel,
      rango: rangos.nombre,
      mision: misiones.mision,
    })
    .from(p)
    .innerJoin(usuarios, eq(usuarios.id, p.usuarioId))
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(esperando)
    .orderBy(asc(p.creadaEn), asc(p.id));
}

/** A waiting request as listed. */
export type FilaPeticion = Awaited<ReturnType<typeof listarEsperando>>[number];

/**
 * Announces a change of requests on the timers' channel: every Tiempos screen reads the
 * waiting list again, in this process and in any other sharing the database. It leaves
 * only if the transaction commits.
 */
export async function anunciar(tx: Tx, aviso: Aviso) {
  await tx.execute(sql`select pg_notify(${CANAL_TIEMPOS}, ${JSON.stringify(aviso)})`);
}
