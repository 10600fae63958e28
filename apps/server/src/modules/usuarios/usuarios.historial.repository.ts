import { and, desc, eq } from 'drizzle-orm';
import { NIVEL_INVITADO } from '@mchabbo/shared/niveles/niveles';
import type { Tx } from '../../db/client';
import { despidos } from '../../db/schema/despidos';
import { historialRangos } from '../../db/schema/historial-rangos';
import { misiones } from '../../db/schema/misiones';
import { rangos } from '../../db/schema/rangos';
import { usuarios } from '../../db/schema/usuarios';

/** Who changed a post and why, recorded with the change (docs/reglas.md, Rank history). */
export interface RegistroPuesto {
  porId: number | null;
  motivo: string;
}

/** A post as the history shows it: the mission with its rank, "Invitado", or a bare level. */
function etiqueta(p: { rango: string | null; mision: string | null; nivel: number }): string {
  if (p.mision === null || p.rango === null) {
    return p.nivel === NIVEL_INVITADO ? 'Invitado' : `Sin misión (nivel ${p.nivel})`;
  }
  return p.mision.startsWith(p.rango) ? p.mision : `${p.rango} · ${p.mision}`;
}

/** The post a person holds now, as the history names it. */
export async function puestoActual(db: Tx, id: number): Promise<string> {
  const [fila] = await db
    .select({ mision: misiones.mision, rango: rangos.nombre, nivel: usuarios.nivel })
    .from(usuarios)
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(eq(usuarios.id, id));
  return fila ? etiqueta(fila) : 'Invitado';
}

/** Records one change of post; nothing when the post stays the same. */
export async function registrarCambio(
  db: Tx,
  usuarioId: number,
  antes: string,
  despues: string,
  registro: RegistroPuesto,
) {
  if (antes === despues) return;
  await db
    .insert(historialRangos)
    .values({ usuarioId, antes, despues, porId: registro.porId, motivo: registro.motivo });
}

/** A person's changes of post, newest first, with who made each by their name now. */
export async function historialDe(db: Tx, usuarioId: number) {
  const filas = await db
    .select({
      fecha: historialRangos.fecha,
      antes: historialRangos.antes,
      despues: historialRangos.despues,
      por: usuarios.username,
      motivo: historialRangos.motivo,
    })
    .from(historialRangos)
    .leftJoin(usuarios, eq(usuarios.id, historialRangos.porId))
    .where(eq(historialRangos.usuarioId, usuarioId))
    .orderBy(desc(historialRangos.fecha), desc(historialRangos.id))
    .limit(200);
  return filas.map((f) => ({ ...f, fecha: f.fecha.toISOString() }));
}

/** The reason of the person's newest dismissal in force, for the history of that change. */
export async function motivoDespido(db: Tx, usuarioId: number): Promise<string> {
  const [fila] = await db
    .select({ motivo: despidos.motivo })
    .from(despidos)
    .where(and(eq(despidos.usuarioId, usuarioId), eq(despidos.activo, true)))
    .orderBy(desc(despidos.id))
    .limit(1);
  return fila ? `Despido: ${fila.motivo}` : 'Despido';
}
