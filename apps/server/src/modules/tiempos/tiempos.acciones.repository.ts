import { and, asc, eq, inArray, lt, lte, notInArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rangos } from '../../db/schema/rangos';
import { misiones } from '../../db/schema/misiones';
import { tiempos } from '../../db/schema/tiempos';
import { usuarios } from '../../db/schema/usuarios';

/** The confirmed shifts of one pay week of some workers (the list's preview of pay). */
export function turnosSemanaDe(db: Tx, semana: string, usuarioIds: number[]) {
  if (usuarioIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      usuarioId: tiempos.usuarioId,
      segundos: tiempos.segundosConfirmados,
      bono: tiempos.bonoSemanal,
    })
    .from(tiempos)
    .where(
      and(
        eq(tiempos.semana, semana),
        inArray(tiempos.usuarioId, usuarioIds),
        eq(tiempos.estado, 'confirmado'),
      ),
    );
}

/** A timer's confirmation: who, when, what it paid and its entry (the row is already locked). */
export async function datosConfirmacion(tx: Tx, id: number) {
  const [fila] = await tx
    .select({
      confirmadoEn: tiempos.confirmadoEn,
      confirmadoPor: tiempos.confirmadoPor,
      segundosConfirmados: tiempos.segundosConfirmados,
      creditos: tiempos.creditos,
      bonoSemanal: tiempos.bonoSemanal,
      semana: tiempos.semana,
      pagoId: tiempos.pagoId,
    })
    .from(tiempos)
    .where(eq(tiempos.id, id));
  return fila;
}

/** A person by id, with their level now. */
export async function personaPorId(db: Tx, id: number) {
  const [fila] = await db
    .select({ id: usuarios.id, username: usuarios.username, nivel: usuarios.nivel })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return fila;
}

/**
 * Timekeepers (levels 0–3) ranking strictly above a worker of level `nivel`, but the
 * people in `fuera`: whom a timer of that worker may be handed over to.
 */
export function cronometradoresSobre(db: Tx, nivel: number, fuera: number[]) {
  return db
    .select({ usuario: usuarios.username, rango: rangos.nombre, nivel: usuarios.nivel })
    .from(usuarios)
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(
      and(
        lte(usuarios.nivel, 3),
        lt(usuarios.nivel, nivel),
        fuera.length > 0 ? notInArray(usuarios.id, fuera) : undefined,
      ),
    )
    .orderBy(asc(usuarios.nivel), asc(usuarios.username));
}
