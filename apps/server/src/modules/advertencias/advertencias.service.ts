import {
  DIAS_ADVERTENCIA_ACTIVA,
  MENSAJES_ADVERTENCIAS as M,
  type Advertencia,
  type CrearAdvertenciaBody,
} from '@mchabbo/shared/advertencias/contratos';
import {
  esAdministracion,
  esTrabajador,
  NIVEL_DUENO,
  puedeActuarSobre,
} from '@mchabbo/shared/niveles/niveles';
import type { Tx } from '../../db/client';
import { bloquearPersonas, persona } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, invalido, noEncontrado, prohibido } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { ajustesVigentes } from '../ajustes/ajustes.service';
import { buscarCuentaPorNombre } from '../cuenta/cuenta.service';
import * as repo from './advertencias.repository';
import type { FilaAdvertencia } from './advertencias.repository';

/** How many warnings a list shows at most. */
const LIMITE_LISTA = 500;

/** The instant before which a warning is no longer active (docs/reglas.md, Warnings). */
function inicioVigencia(instante: Date): Date {
  return new Date(instante.getTime() - DIAS_ADVERTENCIA_ACTIVA * 86_400_000);
}

function presentar(
  f: FilaAdvertencia,
  caller: { id: number; nivel: number },
  instante: Date,
): Advertencia {
  const activa = f.retiradaEn === null && f.fecha > inicioVigencia(instante);
  return {
    id: f.id,
    usuario: f.usuario,
    motivo: f.motivo,
    por: f.por,
    fecha: f.fecha.toISOString(),
    activa,
    puede_retirar:
      activa &&
      esAdministracion(caller.nivel) &&
      puedeActuarSobre(caller, { id: f.usuarioId, nivel: f.nivel }),
  };
}

async function presentarUna(db: Tx, id: number, caller: Actor, instante: Date) {
  const fila = await repo.buscar(db, id);
  if (!fila) throw noEncontrado(M.advertenciaNoExiste);
  return presentar(fila, caller, instante);
}

/**
 * Warnings: of one person (oneself, or someone the caller may act on), or without a
 * name the caller's own and those of everyone they may act on.
 */
export async function listar(ctx: Ctx, usuario: Actor, nombre?: string) {
  const instante = ahora(ctx);
  let filas: FilaAdvertencia[];
  if (nombre === undefined) {
    filas = await repo.visibles(ctx.db, usuario, LIMITE_LISTA);
  } else {
    const cuenta = await buscarCuentaPorNombre(ctx.db, nombre);
    // Only the owner, who may see everyone's, is told that a name does not exist: anyone
    // else gets the same 403 as for a person they may not see (docs/reglas.md, Warnings 18.3).
    if (!cuenta && usuario.nivel === NIVEL_DUENO) throw noEncontrado(M.noExiste);
    if (!cuenta || (cuenta.id !== usuario.id && !puedeActuarSobre(usuario, cuenta))) {
      throw prohibido(M.verAjenas);
    }
    filas = await repo.deUsuario(ctx.db, cuenta.id, LIMITE_LISTA);
  }
  return { advertencias: filas.map((f) => presentar(f, usuario, instante)) };
}

/** A timekeeper warns a staff member of a lower rank. */
export async function advertir(ctx: Ctx, usuario: Actor, datos: CrearAdvertenciaBody) {
  const cuenta = await buscarCuentaPorNombre(ctx.db, datos.usuario);
  if (!cuenta) throw noEncontrado(M.noExiste);
  if (!puedeActuarSobre(usuario, cuenta)) throw prohibido(M.rangoInferior);
  if (!esTrabajador(cuenta.nivel)) throw invalido(M.soloPersonal);
  return ctx.db.transaction(async (tx) => {
    const { actor, personas } = await bloquearPersonas(tx, usuario, [cuenta.id]);
    const target = persona(personas, cuenta.id, M.noExiste);
    if (!puedeActuarSobre(actor, target)) throw prohibido(M.rangoInferior);
    if (!esTrabajador(target.nivel)) throw invalido(M.soloPersonal);
    const instante = ahora(ctx);
    const id = await repo.insertar(tx, {
      usuarioId: target.id,
      porId: actor.id,
      motivo: datos.motivo,
      fecha: instante,
    });
    await ctx.eventos.emitir(tx, 'advertencia.recibida', {
      advertenciaId: id,
      actorId: actor.id,
      usuarioId: target.id,
      instante,
      antes: null,
      despues: { advertencia: id },
      motivo: datos.motivo,
    });
    return { message: M.registrada, advertencia: await presentarUna(tx, id, actor, instante) };
  });
}

/** An administrator retires a warning of a lower rank; it stays in the history. */
export async function retirar(ctx: Ctx, usuario: Actor, id: number) {
  return ctx.db.transaction(async (tx) => {
    const fila = await repo.bloquear(tx, id);
    if (!fila) throw noEncontrado(M.advertenciaNoExiste);
    const { actor, personas } = await bloquearPersonas(tx, usuario, [fila.usuarioId]);
    if (!puedeActuarSobre(actor, persona(personas, fila.usuarioId))) {
      throw prohibido(M.retirarSinPermiso);
    }
    if (fila.retiradaEn !== null) throw conflicto(M.yaRetirada);
    const instante = ahora(ctx);
    await repo.retirar(tx, id, actor.id, instante);
    await ctx.eventos.emitir(tx, 'advertencia.retirada', {
      advertenciaId: id,
      actorId: actor.id,
      usuarioId: fila.usuarioId,
      instante,
      antes: { activa: true },
      despues: { activa: false },
      personas,
    });
    return { message: M.retiradaOk, advertencia: await presentarUna(tx, id, actor, instante) };
  });
}

/** When the oldest of some people's active warnings stops being active (null with none). */
function primeraEnCaducar(filas: { primera: Date | null }[]): Date | null {
  const primera = Math.min(...filas.map((f) => f.primera?.getTime() ?? Infinity));
  return Number.isFinite(primera) ? new Date(primera + DIAS_ADVERTENCIA_ACTIVA * 86_400_000) : null;
}

/**
 * People the caller may act on with as many active warnings as the owner's
 * `advertencias_max`: shown as proposed for dismissal (docs/reglas.md, Warnings).
 * `caducaEn`: when the first of their warnings stops being active, and with it the
 * list may change with nothing written (null with nobody proposed).
 */
export async function propuestos(ctx: Ctx, usuario: Actor) {
  const { advertencias_max } = await ajustesVigentes(ctx);
  const filas = await repo.conActivas(
    ctx.db,
    usuario,
    inicioVigencia(ahora(ctx)),
    advertencias_max,
  );
  return {
    maximo: advertencias_max,
    propuestos: filas.map(({ primera: _, ...f }) => f),
    caducaEn: primeraEnCaducar(filas),
  };
}

/**
 * How many active warnings each person has now, by id, and when the first of them stops
 * being active (null with none): for the activity list.
 */
export async function activasPorPersona(
  db: Tx,
  instante: Date,
): Promise<{ porPersona: Map<number, number>; caducaEn: Date | null }> {
  const filas = await repo.activasPorPersona(db, inicioVigencia(instante));
  return {
    porPersona: new Map(filas.map((f) => [f.usuarioId, f.n])),
    caducaEn: primeraEnCaducar(filas),
  };
}
