import { esCronometrador, puedeActuarSobre } from '@mchabbo/shared/niveles/niveles';
import {
  MENSAJES_ACCIONES as MA,
  mensajeTraspasado,
  type TraspasarBody,
} from '@mchabbo/shared/tiempos/acciones';
import { MENSAJES_TIEMPOS as M } from '@mchabbo/shared/tiempos/contratos';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, invalido, noEncontrado } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import * as acciones from './tiempos.acciones.repository';
import { aplicar, cargarParaOperar } from './tiempos.cambios';
import { exigirOperador, foto, presentar } from './tiempos.reglas';
import * as repo from './tiempos.repository';

/** Whether a person may run a timer of this worker: a timekeeper ranking above them. */
function puedeLlevar(p: { id: number; nivel: number }, trabajador: { id: number; nivel: number }) {
  return esCronometrador(p.nivel) && puedeActuarSobre(p, trabajador);
}

/**
 * Traspasar (docs/reglas.md, Timers 6.19): whoever may operate an open timer (its
 * manager, a higher rank, the owner) gives it to another timekeeper who may time its
 * worker. The time is kept; the new manager is told.
 */
export async function traspasar(ctx: Ctx, usuario: Actor, datos: TraspasarBody) {
  const elegido = await repo.buscarPersona(ctx.db, datos.encargado);
  if (!elegido) throw noEncontrado(MA.encargadoNoExiste);
  return ctx.db.transaction(async (tx) => {
    // The new manager is locked with the timer's people, before the timer (people
    // before timers, docs/desarrollo.md, Locks), and read as they are now: a demotion
    // that committed first leaves them out.
    const { t, personas } = await cargarParaOperar(tx, usuario, datos.id, elegido.id);
    const actor = { ...usuario, nivel: personas.get(usuario.id)?.nivel ?? usuario.nivel };
    const nuevo = personas.get(elegido.id);
    const trabajador = {
      id: t.usuarioId,
      nivel: personas.get(t.usuarioId)?.nivel ?? t.usuarioNivel,
    };
    if (!nuevo || !puedeLlevar(nuevo, trabajador)) throw invalido(MA.noCronometrador);
    if (t.encargadoId === nuevo.id) throw conflicto(MA.mismoEncargado);
    const instante = ahora(ctx);
    const [despues] = await aplicar(
      tx,
      ctx.eventos,
      [t],
      {
        accion: 'traspasar',
        evento: false,
        actorId: actor.id,
        instante,
        valores: { encargadoId: nuevo.id },
      },
      { encargado: nuevo.username, encargadoNivel: nuevo.nivel },
    );
    const ahoraT = despues ?? t;
    await ctx.eventos.emitir(tx, 'tiempo.traspasado', {
      tiempoId: t.id,
      accion: 'traspasar',
      actorId: actor.id,
      usuarioId: t.usuarioId,
      encargadoId: nuevo.id,
      encargadoAnteriorId: t.encargadoId,
      instante,
      antes: { ...foto(t, instante), encargado: t.encargado },
      despues: { ...foto(ahoraT, instante), encargado: nuevo.username },
      personas,
    });
    return {
      message: mensajeTraspasado(t.usuario, nuevo.username),
      tiempo: presentar(ahoraT, actor, instante),
    };
  });
}

/**
 * The timekeepers an open timer may be handed over to: those ranking above its worker,
 * but its worker and its manager. Only for whoever may operate it.
 */
export async function encargadosPosibles(ctx: Ctx, usuario: Actor, id: number) {
  const filas = await ctx.lecturas.leer('tiempos:abiertos', () => repo.listarAbiertos(ctx.db));
  const t = filas.find((x) => x.id === id);
  if (!t) throw noEncontrado(M.noExiste);
  exigirOperador(usuario, t);
  const fuera = [t.usuarioId, ...(t.encargadoId === null ? [] : [t.encargadoId])];
  const encargados = await acciones.cronometradoresSobre(ctx.db, t.usuarioNivel, fuera);
  return { encargados: encargados.map(({ usuario: u, rango }) => ({ usuario: u, rango })) };
}
