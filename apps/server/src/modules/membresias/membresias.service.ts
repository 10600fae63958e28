import { NIVEL_DUENO, puedeActuarSobre } from '@mchabbo/shared/niveles/niveles';
import {
  CATALOGO_MEMBRESIAS,
  MENSAJES_MEMBRESIA,
  type CrearMembresiaBody,
} from '@mchabbo/shared/membresias/contratos';
import { bloquearPersonas, persona } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { noEncontrado, prohibido } from '../../lib/errors';
import { exigirPropiaCuenta } from '../../lib/propia-cuenta';
import type { Actor } from '../../lib/actor';
import { buscarCuentaPorNombre } from '../cuenta/cuenta.service';
import * as repo from './membresias.repository';

const DIA_MS = 24 * 60 * 60 * 1000;
/** How many memberships the list shows at most (newest first). */
const LIMITE_LISTA = 500;

/** The memberships list with each one's state now. */
export function listar(ctx: Ctx) {
  return repo.listarMembresias(ctx.db, new Date(), LIMITE_LISTA);
}

/** Gives a member a membership from the catalog, starting now. */
export async function crear(ctx: Ctx, usuario: Actor, datos: CrearMembresiaBody) {
  if (datos.encargado) exigirPropiaCuenta(usuario, datos.encargado, false);
  const miembro = await buscarCuentaPorNombre(ctx.db, datos.usuario);
  if (!miembro) throw noEncontrado('El miembro no existe.');
  if (!puedeActuarSobre(usuario, miembro)) {
    throw prohibido('Solo puedes dar membresías a personas de rango inferior al tuyo.');
  }
  const tipo = CATALOGO_MEMBRESIAS.find((m) => m.nombre === datos.membresia);
  if (!tipo) throw noEncontrado('La membresía no existe.');
  const inicio = new Date();
  const id = await ctx.db.transaction(async (tx) => {
    const { actor, personas } = await bloquearPersonas(tx, usuario, [miembro.id]);
    if (!puedeActuarSobre(actor, persona(personas, miembro.id, 'El miembro no existe.'))) {
      throw prohibido('Solo puedes dar membresías a personas de rango inferior al tuyo.');
    }
    const fechaFin = new Date(inicio.getTime() + tipo.dias * DIA_MS);
    const membresiaId = await repo.insertarMembresia(tx, {
      nombre: tipo.nombre,
      usuarioId: miembro.id,
      encargadoId: usuario.id,
      fechaInicio: inicio,
      fechaFin,
      requisitoHrs: datos.requisito_hrs,
      requisitoTimes: datos.requisito_times,
    });
    await ctx.eventos.emitir(tx, 'membresia.creada', {
      membresiaId,
      actorId: usuario.id,
      usuarioId: miembro.id,
      instante: ahora(ctx),
      antes: null,
      despues: {
        membresia: tipo.nombre,
        fecha_inicio: inicio.toISOString(),
        fecha_fin: fechaFin.toISOString(),
      },
    });
    return membresiaId;
  });
  const membresia = await repo.buscarMembresia(ctx.db, id, new Date());
  if (!membresia) throw noEncontrado('La membresía no existe.');
  return { message: MENSAJES_MEMBRESIA.creada, membresia };
}

/**
 * Removes a membership: whoever gave it, someone ranking strictly above them, or the
 * owner; never its holder (docs/reglas.md, Memberships).
 */
export async function borrar(ctx: Ctx, usuario: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const m = await repo.bloquearMembresia(tx, id);
    if (!m) throw noEncontrado('La membresía no existe.');
    const { actor, personas } = await bloquearPersonas(tx, usuario, [m.encargadoId]);
    const quienLaDio = persona(personas, m.encargadoId);
    const permitido =
      actor.id !== m.usuarioId &&
      (actor.id === quienLaDio.id ||
        actor.nivel === NIVEL_DUENO ||
        puedeActuarSobre(actor, quienLaDio));
    if (!permitido) {
      throw prohibido(
        'Solo quien dio la membresía, un rango superior al suyo o el dueño pueden quitarla.',
      );
    }
    await repo.borrarMembresia(tx, id);
    await ctx.eventos.emitir(tx, 'membresia.borrada', {
      membresiaId: id,
      actorId: actor.id,
      usuarioId: m.usuarioId,
      instante: ahora(ctx),
      antes: { membresia: m.nombre, fecha_fin: m.fechaFin.toISOString() },
      despues: null,
    });
  });
  return { message: MENSAJES_MEMBRESIA.eliminada };
}
