import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { MotivoCierre } from '@mchabbo/shared/cuenta/sesion';
import type { PersonaResumen, UsuarioListado } from '@mchabbo/shared/usuarios/contratos';
import type { Tx } from '../../db/client';
import { despidos } from '../../db/schema/despidos';
import { misiones } from '../../db/schema/misiones';
import { rangos } from '../../db/schema/rangos';
import { usuarios } from '../../db/schema/usuarios';
import { cerrarSesionesAbiertas } from '../../lib/sesiones';
import {
  puestoActual,
  registrarCambio,
  type RegistroPuesto,
} from './usuarios.historial.repository';

const columnas = {
  id: usuarios.id,
  username: usuarios.username,
  rango: rangos.nombre,
  mision: misiones.mision,
  nivel: usuarios.nivel,
  fechaRegistro: usuarios.fechaRegistro,
  ultimaVez: usuarios.ultimaVez,
  habbo_avatar_url: usuarios.habboAvatarUrl,
  habbo_verificado: sql<boolean>`${usuarios.habboUniqueId} is not null`,
};

function presentar(f: {
  fechaRegistro: Date;
  ultimaVez: Date | null;
  id: number;
  username: string;
  rango: string | null;
  mision: string | null;
  nivel: number;
  habbo_avatar_url: string | null;
  habbo_verificado: boolean;
}): UsuarioListado {
  const { fechaRegistro, ultimaVez, ...resto } = f;
  return {
    ...resto,
    fecha_registro: fechaRegistro.toISOString(),
    ultima_vez: ultimaVez?.toISOString() ?? null,
  };
}

function base(db: Tx) {
  return db
    .select(columnas)
    .from(usuarios)
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId));
}

/** Every account, highest level first. */
export async function listarUsuarios(db: Tx): Promise<UsuarioListado[]> {
  const filas = await base(db).orderBy(asc(usuarios.nivel), asc(usuarios.username));
  return filas.map(presentar);
}

/** One account by id. */
export async function buscarUsuario(db: Tx, id: number) {
  const [fila] = await base(db).where(eq(usuarios.id, id));
  return fila && presentar(fila);
}

// Names in Spanish order whatever the database's collation: "Ángela" beside "Angelote".
const ORDEN_NOMBRES = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/**
 * Every account as search results and pickers show it (docs/reglas.md, Finding people),
 * by name in Spanish order, ignoring case and accents.
 */
export async function directorio(db: Tx): Promise<PersonaResumen[]> {
  const filas = await db
    .select({
      id: usuarios.id,
      username: usuarios.username,
      nivel: usuarios.nivel,
      rango: rangos.nombre,
      mision: misiones.mision,
      area: rangos.area,
      habbo_avatar_url: usuarios.habboAvatarUrl,
      despedido: sql<boolean>`exists (select 1 from ${despidos} where ${despidos.usuarioId} = ${usuarios.id} and ${despidos.activo})`,
    })
    .from(usuarios)
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId));
  return filas.sort((a, b) => ORDEN_NOMBRES.compare(a.username, b.username) || a.id - b.id);
}

/** Names of the accounts below a level (all but the caller for the owner). */
export async function nombresDebajoDe(db: Tx, caller: { id: number; nivel: number }) {
  const filas = await db
    .select({ username: usuarios.username })
    .from(usuarios)
    .where(caller.nivel === 0 ? ne(usuarios.id, caller.id) : gt(usuarios.nivel, caller.nivel))
    .orderBy(asc(sql`lower(${usuarios.username})`));
  return filas.map((f) => f.username);
}

/** A mission with its rank's level. */
export async function buscarMisionConNivel(db: Tx, por: { misionId?: number; rangoId?: number }) {
  const [fila] = await db
    .select({ id: misiones.id, nivel: rangos.nivel })
    .from(misiones)
    .innerJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(
      por.misionId !== undefined
        ? eq(misiones.id, por.misionId)
        : and(eq(misiones.rangoId, por.rangoId ?? -1)),
    )
    .orderBy(asc(misiones.id))
    .limit(1);
  return fila;
}

/**
 * Gives an account a mission (or none) and the matching level, and revokes its
 * tokens so no session keeps the powers of the old rank. Every change of post passes
 * here, so here it is recorded in the rank history, with who made it and why.
 */
export async function asignarPuesto(
  db: Tx,
  id: number,
  puesto: { misionId: number | null; nivel: number },
  registro: RegistroPuesto,
  cierre: Extract<MotivoCierre, 'rango' | 'despido'> = 'rango',
) {
  const antes = await puestoActual(db, id);
  await db
    .update(usuarios)
    .set({
      misionId: puesto.misionId,
      nivel: puesto.nivel,
      tokenVersion: sql`${usuarios.tokenVersion} + 1`,
      cierreMotivo: cierre,
    })
    .where(eq(usuarios.id, id));
  await cerrarSesionesAbiertas(db, id, cierre);
  await registrarCambio(db, id, antes, await puestoActual(db, id), registro);
}

/** The name of an account, by id. */
export async function nombrePorId(db: Tx, id: number) {
  const [fila] = await db
    .select({ username: usuarios.username })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return fila?.username;
}

/** The mission id an account holds, if any. */
export async function misionIdDe(db: Tx, id: number) {
  const [fila] = await db
    .select({ misionId: usuarios.misionId })
    .from(usuarios)
    .where(eq(usuarios.id, id));
  return fila;
}

/** A person's post with its names, as the audit trail records it before and after a change. */
export async function puestoDe(db: Tx, id: number) {
  const [fila] = await db
    .select({ mision: misiones.mision, rango: rangos.nombre, nivel: usuarios.nivel })
    .from(usuarios)
    .leftJoin(misiones, eq(misiones.id, usuarios.misionId))
    .leftJoin(rangos, eq(rangos.id, misiones.rangoId))
    .where(eq(usuarios.id, id));
  return fila ?? null;
}

/** Whether a person has a dismissal in force (shown in the people lookup). */
export async function estaDespedido(db: Tx, usuarioId: number) {
  const [fila] = await db
    .select({ id: despidos.id })
    .from(despidos)
    .where(and(eq(despidos.usuarioId, usuarioId), eq(despidos.activo, true)))
    .limit(1);
  return Boolean(fila);
}
