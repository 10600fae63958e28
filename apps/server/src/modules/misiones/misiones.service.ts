import { NIVEL_DUENO } from '@mchabbo/shared/niveles/niveles';
import type { CrearMisionBody, EditarMisionBody, Mision } from '@mchabbo/shared/misiones/contratos';
import type { Tx } from '../../db/client';
import { bloquearPersonas } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, invalido, noEncontrado, prohibido } from '../../lib/errors';
import { esViolacionUnica } from '../../lib/pg-errors';
import type { Actor } from '../../lib/actor';
import * as repo from './misiones.repository';

/** A mission by id: the one sold, or held when a person was dismissed. */
export function buscarMision(db: Tx, id: number): Promise<Mision | undefined> {
  return repo.buscarMision(db, id);
}

const DUPLICADA = 'Ya existe una misión con ese nombre en ese rango.';

/** Nobody edits missions at or above their own level; the owner edits any. */
function exigirNivelEditable(usuario: Actor, nivel: number) {
  if (usuario.nivel === NIVEL_DUENO || nivel > usuario.nivel) return;
  throw prohibido('No puedes editar misiones de tu nivel o superiores.');
}

/** What the audit trail keeps of a mission: its rank, name and values. */
function valores({ id: _i, user: _u, asignados: _a, nivel: _n, ...mision }: Mision) {
  return mision;
}

async function existente(ctx: Ctx, id: number) {
  const mision = await repo.buscarMision(ctx.db, id);
  if (!mision) throw noEncontrado('La misión no existe.');
  return mision;
}

/** The whole catalog. */
export function listar(ctx: Ctx) {
  return repo.listarMisiones(ctx.db);
}

/** Adds a mission to a rank below the caller's level. */
export async function crear(ctx: Ctx, usuario: Actor, datos: CrearMisionBody): Promise<Mision> {
  const rango = await repo.buscarRango(ctx.db, { nombre: datos.rango });
  if (!rango) throw invalido('El rango no existe.');
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const { actor } = await bloquearPersonas(tx, usuario);
      exigirNivelEditable(actor, rango.nivel);
      const nueva = await repo.insertarMision(tx, rango.id, datos, usuario.id);
      const creada = await repo.buscarMision(tx, nueva);
      await ctx.eventos.emitir(tx, 'mision.creada', {
        actorId: usuario.id,
        usuarioId: null,
        instante: ahora(ctx),
        antes: null,
        despues: creada ? valores(creada) : null,
        misionId: nueva,
      });
      return nueva;
    });
    return await existente(ctx, id);
  } catch (err) {
    if (esViolacionUnica(err)) throw conflicto(DUPLICADA);
    throw err;
  }
}

/** Changes a mission's values (its rank stays). */
export async function editar(
  ctx: Ctx,
  usuario: Actor,
  id: number,
  datos: EditarMisionBody,
): Promise<Mision> {
  const actual = await existente(ctx, id);
  try {
    await ctx.db.transaction(async (tx) => {
      const { actor } = await bloquearPersonas(tx, usuario);
      exigirNivelEditable(actor, actual.nivel);
      const antes = await repo.buscarMision(tx, id);
      await repo.actualizarMision(tx, id, datos, usuario.id);
      const despues = await repo.buscarMision(tx, id);
      // A pay change of a mission is how credits could be inflated and put back: every
      // edit is on the record (docs/reglas.md, Audit trail 23.1).
      await ctx.eventos.emitir(tx, 'mision.cambiada', {
        actorId: usuario.id,
        usuarioId: null,
        instante: ahora(ctx),
        antes: antes ? valores(antes) : null,
        despues: despues ? valores(despues) : null,
        misionId: id,
      });
    });
  } catch (err) {
    if (esViolacionUnica(err)) throw conflicto(DUPLICADA);
    throw err;
  }
  return existente(ctx, id);
}

/** Removes a mission nobody holds. */
export async function borrar(ctx: Ctx, usuario: Actor, id: number) {
  const actual = await existente(ctx, id);
  exigirNivelEditable(usuario, actual.nivel);
  if (actual.asignados > 0) {
    throw conflicto(
      `No se puede eliminar: ${actual.asignados === 1 ? 'una persona tiene' : `${actual.asignados} personas tienen`} esta misión.`,
    );
  }
  const borrada = await ctx.db.transaction(async (tx) => {
    const { actor } = await bloquearPersonas(tx, usuario);
    exigirNivelEditable(actor, actual.nivel);
    const antes = await repo.buscarMision(tx, id);
    const ok = await repo.borrarMision(tx, id);
    if (ok && antes) {
      await ctx.eventos.emitir(tx, 'mision.borrada', {
        actorId: usuario.id,
        usuarioId: null,
        instante: ahora(ctx),
        antes: valores(antes),
        despues: null,
        misionId: id,
      });
    }
    return ok;
  });
  if (!borrada) throw noEncontrado('La misión no existe.');
  return { message: 'Misión eliminada' };
}

/** Ranks with their missions, for the public ranks page and the work areas. */
export async function catalogoPublico(ctx: Ctx) {
  const [rangos, misiones] = await Promise.all([
    repo.listarRangos(ctx.db),
    repo.listarMisiones(ctx.db),
  ]);
  return {
    rangos: rangos.map((r) => ({
      id: r.id,
      nombre: r.nombre,
      nivel: r.nivel,
      area: r.area,
      misiones: misiones
        .filter((m) => m.rango === r.nombre)
        .map(({ user: _u, asignados: _a, rango: _r, nivel: _n, ...m }) => m),
    })),
  };
}
