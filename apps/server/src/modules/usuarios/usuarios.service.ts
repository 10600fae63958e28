import {
  esAdministracion,
  NIVEL_INVITADO,
  puedeActuarSobre,
  puedeAsignarNivel,
} from '@mchabbo/shared/niveles/niveles';
import { BUSCAR_MAX, type PersonaResumen } from '@mchabbo/shared/usuarios/contratos';
import {
  contieneNombre,
  plegarNombre,
  puedeElegir,
  USOS_DE_ADMINISTRACION,
  type UsoSelector,
} from '@mchabbo/shared/usuarios/personas';
import { formatearDuracion } from '@mchabbo/shared/comun/duracion';
import { numeroEmpleado, type Perfil } from '@mchabbo/shared/cuenta/contratos';
import type { Transaccion, Tx } from '../../db/client';
import { exigirPropiaCuenta } from '../../lib/propia-cuenta';
import { bloquearPersonas, persona, type PersonaBloqueada } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import type { Puesto } from '../../lib/eventos';
import { noEncontrado, prohibido } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { exigirCapacitacion } from '../capacitaciones/capacitaciones.service';
import { altaDeCuenta, buscarCuentaPorNombre } from '../cuenta/cuenta.service';
import { segundosConfirmadosDe } from '../tiempos/tiempos.service';
import { historialDe } from './usuarios.historial.repository';
import * as repo from './usuarios.repository';

/** A person as the people lookup shows them, by id. */
export function buscarUsuario(db: Tx, id: number) {
  return repo.buscarUsuario(db, id);
}

/** The name of an account by id (for messages about a change that named only ids). */
export function nombrePorId(db: Tx, id: number): Promise<string | undefined> {
  return repo.nombrePorId(db, id);
}

/** The mission a person holds now (its id), for dismissals. */
export function misionIdDe(db: Tx, id: number) {
  return repo.misionIdDe(db, id);
}

/** The post a person holds now with its names and level, for dismissals. */
export function puestoDe(db: Tx, id: number) {
  return repo.puestoDe(db, id);
}

/**
 * The one path of a change of post made by a person (docs/reglas.md, Rank history 19.1),
 * inside the caller's transaction once `bloquearPersonas` has locked the caller and the
 * person: the checks of Acting on others, the post with its rank history and the end
 * of the person's sessions (`asignarPuesto`), and the `usuario.puesto` event (audit row
 * and notification). An administrator's change and an approved promotion both pass here.
 */
export async function cambiarPuestoEn(
  ctx: Ctx,
  tx: Transaccion,
  cambio: {
    actor: Actor;
    personas: Map<number, PersonaBloqueada>;
    id: number;
    motivo: string;
    puesto: Puesto;
    /** Levels 0–1 give the rank without its required course (docs/reglas.md, Trainings 33.6). */
    sinCapacitacion?: boolean;
  },
) {
  const { actor, personas, id, motivo, puesto } = cambio;
  if (!puedeActuarSobre(actor, persona(personas, id))) {
    throw prohibido('Solo puedes cambiar el rango de personas de rango inferior al tuyo.');
  }
  if (!puedeAsignarNivel(actor, puesto.nivel)) {
    throw prohibido('No puedes dar un rango de tu nivel o superior.');
  }
  if (puesto.misionId !== null) {
    await exigirCapacitacion(ctx, tx, {
      actor,
      usuarioId: id,
      misionId: puesto.misionId,
      sinCapacitacion: cambio.sinCapacitacion,
    });
  }
  const antes = await repo.puestoDe(tx, id);
  await repo.asignarPuesto(tx, id, puesto, { porId: actor.id, motivo });
  await ctx.eventos.emitir(tx, 'usuario.puesto', {
    puesto,
    actorId: actor.id,
    usuarioId: id,
    instante: ahora(ctx),
    antes,
    despues: await repo.puestoDe(tx, id),
    personas,
  });
}

/**
 * Changes a person's post inside one transaction: the caller and the person are read
 * again with their rows locked (a demotion or dismissal that committed first is seen),
 * then `elegir` picks the post the caller may give.
 */
async function cambiarPuesto(
  ctx: Ctx,
  usuario: Actor,
  id: number,
  motivo: string,
  elegir: (tx: Tx, actor: Actor) => Promise<Puesto>,
  sinCapacitacion?: boolean,
) {
  await ctx.db.transaction(async (tx) => {
    const { actor, personas } = await bloquearPersonas(tx, usuario, [id]);
    if (!puedeActuarSobre(actor, persona(personas, id))) {
      throw prohibido('Solo puedes cambiar el rango de personas de rango inferior al tuyo.');
    }
    const puesto = await elegir(tx, actor);
    await cambiarPuestoEn(ctx, tx, { actor, personas, id, motivo, puesto, sinCapacitacion });
  });
}

async function resultado(ctx: Ctx, id: number, message: string) {
  const usuario = await repo.buscarUsuario(ctx.db, id);
  if (!usuario) throw noEncontrado('Usuario no encontrado.');
  return { message, usuario };
}

/** Every account, for the administration. */
export function listar(ctx: Ctx) {
  return repo.listarUsuarios(ctx.db);
}

/** Names the caller may act on (start a timer for, sell to…). */
export function nombres(ctx: Ctx, usuario: Actor) {
  return repo.nombresDebajoDe(ctx.db, usuario);
}

/** Every account as pickers and search show it, kept while the database is unchanged. */
function directorio(ctx: Ctx): Promise<PersonaResumen[]> {
  return ctx.lecturas.leer('usuarios:directorio', () => repo.directorio(ctx.db));
}

/**
 * Up to 20 accounts whose name holds `q` ignoring case and accents, names that start
 * with it first (docs/reglas.md, Finding people 27.1). Administration sees every account.
 */
export async function buscar(ctx: Ctx, usuario: Actor, q: string) {
  const buscado = plegarNombre(q);
  const encontrados = (await directorio(ctx)).filter((p) => contieneNombre(p.username, q));
  const empieza = (p: PersonaResumen) => plegarNombre(p.username).startsWith(buscado);
  return [...encontrados.filter(empieza), ...encontrados.filter((p) => !empieza(p))].slice(
    0,
    BUSCAR_MAX,
  );
}

/**
 * Everyone the caller may choose in one picker (docs/reglas.md, Finding people 27.3), by
 * name. Sales, memberships, dismissals and posts are administration's.
 */
export async function elegibles(ctx: Ctx, usuario: Actor, para: UsoSelector) {
  if (USOS_DE_ADMINISTRACION.includes(para) && !esAdministracion(usuario.nivel)) {
    throw prohibido('Solo la administración elige personas para esto.');
  }
  return (await directorio(ctx)).filter((p) => puedeElegir(para, usuario, p));
}

/** Gives a person a mission; their level follows its rank. */
export async function asignarMision(
  ctx: Ctx,
  usuario: Actor,
  id: number,
  misionId: number,
  sinCapacitacion?: boolean,
) {
  const elegir = async (tx: Tx) => {
    const mision = await repo.buscarMisionConNivel(tx, { misionId });
    if (!mision) throw noEncontrado('La misión no existe.');
    return { misionId: mision.id, nivel: mision.nivel };
  };
  await cambiarPuesto(ctx, usuario, id, 'Cambio de misión', elegir, sinCapacitacion);
  return resultado(ctx, id, 'Misión asignada');
}

/** Gives a person a rank: its first mission in the catalog. */
export async function asignarRango(
  ctx: Ctx,
  usuario: Actor,
  id: number,
  rangoId: number,
  sinCapacitacion?: boolean,
) {
  const elegir = async (tx: Tx) => {
    const mision = await repo.buscarMisionConNivel(tx, { rangoId });
    if (!mision) throw noEncontrado('El rango no existe o no tiene misiones.');
    return { misionId: mision.id, nivel: mision.nivel };
  };
  await cambiarPuesto(ctx, usuario, id, 'Cambio de rango', elegir, sinCapacitacion);
  return resultado(ctx, id, 'Rango asignado');
}

/**
 * The owner sets a level directly. A mission of another level no longer fits and is
 * removed; level 7 makes the person a guest.
 */
export async function asignarNivel(ctx: Ctx, usuario: Actor, id: number, nivel: number) {
  await cambiarPuesto(ctx, usuario, id, 'Cambio de nivel', async (tx) => {
    const { misionId } = (await repo.misionIdDe(tx, id)) ?? { misionId: null };
    const actual = misionId === null ? null : await repo.buscarMisionConNivel(tx, { misionId });
    const conserva = actual && actual.nivel === nivel && nivel !== NIVEL_INVITADO;
    return { misionId: conserva ? actual.id : null, nivel };
  });
  return resultado(ctx, id, 'Nivel actualizado');
}

/** An administrator creates a guest account for someone. */
export async function registrarPorAdmin(
  ctx: Ctx,
  usuario: Actor,
  datos: { nameUser: string; password: string },
) {
  // The administrator's IP is not the new member's: recording it would flag a clone.
  const user = await altaDeCuenta(ctx, datos, null, false, usuario.id);
  return { message: 'Usuario registrado correctamente', user };
}

/** The profile page of an account: the caller's own, or anyone's for the owner. */
export async function perfil(ctx: Ctx, usuario: Actor, nombre: string): Promise<Perfil> {
  exigirPropiaCuenta(usuario, nombre);
  const cuenta = await buscarCuentaPorNombre(ctx.db, nombre);
  if (!cuenta) throw noEncontrado('Usuario no encontrado.');
  return {
    id: cuenta.id,
    username: cuenta.username,
    nivel: cuenta.nivel,
    rango: cuenta.rango ?? null,
    mision: cuenta.mision ?? null,
    fecha_registro: cuenta.fechaRegistro.toISOString(),
    ultima_vez: cuenta.ultimaVez?.toISOString() ?? null,
    habbo_avatar_url: cuenta.habboAvatarUrl,
    // Every confirmed shift of the account, whatever its week or pay state.
    tiemposConfirmados: formatearDuracion(await segundosConfirmadosDe(ctx.db, cuenta.id)),
    numeroEmpleado: numeroEmpleado(cuenta.id),
    habbo_verificado: cuenta.habboVerificado,
    historial_rangos: await historialDe(ctx.db, cuenta.id),
  };
}
