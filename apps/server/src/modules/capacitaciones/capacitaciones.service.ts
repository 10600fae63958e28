import {
  MENSAJES_CAPACITACIONES as M,
  mensajeSinCapacitacion,
  PRIMER_RANGO,
  type Capacitacion,
  type CrearCapacitacionBody,
  type EditarCapacitacionBody,
} from '@mchabbo/shared/capacitaciones/contratos';
import { proximoIntento, puedeImpartir } from '@mchabbo/shared/capacitaciones/reglas';
import { esAdministracion, esDireccion, NIVEL_INVITADO } from '@mchabbo/shared/niveles/niveles';
import type { Transaccion, Tx } from '../../db/client';
import type { ExamenGuardado } from '../../db/schema/capacitaciones';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, DomainError, invalido, noEncontrado, prohibido } from '../../lib/errors';
import { esViolacionUnica } from '../../lib/pg-errors';
import type { Actor } from '../../lib/actor';
import { buscarCuentaPorNombre } from '../cuenta/cuenta.service';
import * as repo from './capacitaciones.repository';
import * as turnos from './capacitaciones.turnos.repository';

/** Defaults of a course's fields (docs/reglas.md, Trainings 33.1). */
const NIVEL_INSTRUCTOR = 3;
const APROBADO_CON = 80;
const ESPERA_MINUTOS = 10;

function examenDe(e: CrearCapacitacionBody['examen']): ExamenGuardado | null {
  if (!e) return null;
  return {
    preguntas: e.preguntas,
    aprobado_con: e.aprobado_con ?? APROBADO_CON,
    espera_minutos: e.espera_minutos ?? ESPERA_MINUTOS,
  };
}

/** `requerida_para` as stored: null, 'primer_rango' or a rank of the catalog. */
async function requeridaPara(db: Tx, valor: string | null | undefined) {
  if (valor === undefined || valor === null || valor === PRIMER_RANGO) return valor ?? null;
  if (!(await repo.rangoExiste(db, valor))) throw invalido(M.rangoNoExiste);
  return valor;
}

/** Every course with the caller's own state (docs/reglas.md, Trainings 33.1). */
export async function listar(
  ctx: Ctx,
  usuario: Actor,
): Promise<{ capacitaciones: Capacitacion[] }> {
  const [cursos, aprobadas, intentos] = await Promise.all([
    repo.cursos(ctx.db),
    repo.aprobadasDe(ctx.db, usuario.id),
    repo.ultimosIntentos(ctx.db, usuario.id),
  ]);
  const instante = ahora(ctx);
  const porCurso = new Map(aprobadas.map((a) => [a.id, a]));
  return {
    capacitaciones: cursos.map((c) => {
      const aprobada = porCurso.get(c.id);
      const siguiente =
        aprobada || !c.examen
          ? null
          : proximoIntento(intentos.get(c.id), c.examen.espera_minutos, instante);
      return {
        id: c.id,
        nombre: c.nombre,
        descripcion: c.descripcion,
        nivel_instructor: c.nivelInstructor,
        requerida_para: c.requeridaPara,
        examen: c.examen
          ? {
              preguntas: c.examen.preguntas.length,
              aprobado_con: c.examen.aprobado_con,
              espera_minutos: c.examen.espera_minutos,
            }
          : null,
        puede_impartir: puedeImpartir(usuario.nivel, c.nivelInstructor),
        aprobada: aprobada !== undefined,
        fecha: aprobada?.fecha.toISOString() ?? null,
        instructor: aprobada?.instructor ?? null,
        proximo_intento: siguiente?.toISOString() ?? null,
      };
    }),
  };
}

/** A course with its exam's answers, for levels 0–1 to edit. */
export async function edicion(ctx: Ctx, id: number) {
  const c = await repo.curso(ctx.db, id);
  if (!c) throw noEncontrado(M.noExiste);
  return {
    id: c.id,
    nombre: c.nombre,
    descripcion: c.descripcion,
    nivel_instructor: c.nivelInstructor,
    requerida_para: c.requeridaPara,
    examen: c.examen,
  };
}

const comoCambio = (c: repo.FilaCurso) => ({
  nombre: c.nombre,
  descripcion: c.descripcion,
  nivel_instructor: c.nivelInstructor,
  requerida_para: c.requeridaPara,
  examen: c.examen,
});

async function conNombreUnico<T>(escribir: () => Promise<T>): Promise<T> {
  try {
    return await escribir();
  } catch (err) {
    if (esViolacionUnica(err)) throw conflicto(M.nombreRepetido);
    throw err;
  }
}

/** Creates a course (levels 0–1). */
export async function crear(ctx: Ctx, usuario: Actor, datos: CrearCapacitacionBody) {
  return conNombreUnico(() =>
    ctx.db.transaction(async (tx) => {
      const [fila] = await repo.insertar(tx, {
        nombre: datos.nombre,
        descripcion: datos.descripcion ?? '',
        nivelInstructor: datos.nivel_instructor ?? NIVEL_INSTRUCTOR,
        requeridaPara: await requeridaPara(tx, datos.requerida_para),
        examen: examenDe(datos.examen),
      });
      const id = fila?.id ?? 0;
      const c = await repo.curso(tx, id);
      await ctx.eventos.emitir(tx, 'capacitacion.creada', {
        capacitacionId: id,
        actorId: usuario.id,
        usuarioId: null,
        instante: ahora(ctx),
        antes: null,
        despues: c ? comoCambio(c) : null,
      });
      return { message: M.creada, id };
    }),
  );
}

/** Edits a course (levels 0–1); an exam edited keeps the attempts made on the old one. */
export async function editar(ctx: Ctx, usuario: Actor, id: number, datos: EditarCapacitacionBody) {
  return conNombreUnico(() =>
    ctx.db.transaction(async (tx) => {
      const antes = await repo.curso(tx, id, true);
      if (!antes) throw noEncontrado(M.noExiste);
      await repo.actualizar(tx, id, {
        nombre: datos.nombre,
        descripcion: datos.descripcion,
        nivelInstructor: datos.nivel_instructor,
        requeridaPara:
          datos.requerida_para === undefined
            ? undefined
            : await requeridaPara(tx, datos.requerida_para),
        examen: datos.examen === undefined ? undefined : examenDe(datos.examen),
      });
      const despues = await repo.curso(tx, id);
      // Saving the same values again changes nothing and records nothing.
      if (despues && JSON.stringify(comoCambio(despues)) !== JSON.stringify(comoCambio(antes))) {
        await ctx.eventos.emitir(tx, 'capacitacion.editada', {
          capacitacionId: id,
          actorId: usuario.id,
          usuarioId: null,
          instante: ahora(ctx),
          antes: comoCambio(antes),
          despues: comoCambio(despues),
        });
      }
      return { message: M.guardada, id };
    }),
  );
}

/** Deletes a course, or archives it when it has results or slots (levels 0–1). */
export async function borrar(ctx: Ctx, usuario: Actor, id: number) {
  return ctx.db.transaction(async (tx) => {
    const c = await repo.curso(tx, id, true);
    if (!c) throw noEncontrado(M.noExiste);
    const archivar = await repo.tieneHistoria(tx, id);
    if (archivar) await repo.actualizar(tx, id, { archivada: true });
    else await repo.borrar(tx, id);
    await ctx.eventos.emitir(tx, archivar ? 'capacitacion.archivada' : 'capacitacion.borrada', {
      capacitacionId: id,
      actorId: usuario.id,
      usuarioId: null,
      instante: ahora(ctx),
      antes: comoCambio(c),
      despues: null,
    });
    return { message: archivar ? M.archivada : M.borrada };
  });
}

/** Who passed a course (levels 0–3). */
export async function aprobados(ctx: Ctx, id: number) {
  if (!(await repo.curso(ctx.db, id))) throw noEncontrado(M.noExiste);
  const filas = await repo.aprobados(ctx.db, id);
  return {
    aprobados: filas
      .map((f) => ({ usuario: f.usuario, fecha: f.fecha.toISOString(), instructor: f.instructor }))
      .sort((a, b) => a.fecha.localeCompare(b.fecha)),
  };
}

/** The courses a person passed (their profile, the Usuarios card). */
export async function aprobadasDe(ctx: Ctx, nombre: string) {
  const cuenta = await buscarCuentaPorNombre(ctx.db, nombre);
  if (!cuenta) throw noEncontrado('La persona no existe.');
  const filas = await repo.aprobadasDe(ctx.db, cuenta.id);
  return {
    aprobadas: filas.map((f) => ({
      id: f.id,
      nombre: f.nombre,
      fecha: f.fecha.toISOString(),
      instructor: f.instructor,
    })),
  };
}

/**
 * The gate of a rank (docs/reglas.md, Trainings 33.6), inside the writer's transaction
 * before the post changes: giving mission `misionId` to someone without a rank, or moving
 * them into another rank, needs every course required for it passed. Otherwise 409 with
 * `requiere_capacitacion`; levels 0–1 may go ahead with `sinCapacitacion`, recorded in the
 * audit trail for each course skipped.
 */
export async function exigirCapacitacion(
  ctx: Ctx,
  tx: Transaccion,
  cambio: { actor: Actor; usuarioId: number; misionId: number; sinCapacitacion?: boolean },
) {
  const { actor, usuarioId, misionId } = cambio;
  const persona = await repo.puestoDe(tx, usuarioId);
  const rango = await repo.rangoDeMision(tx, misionId);
  if (!persona || !rango) return;
  const primerRango = persona.rango === null || persona.nivel === NIVEL_INVITADO;
  if (!primerRango && persona.rango?.toLowerCase() === rango.toLowerCase()) return;
  if (cambio.sinCapacitacion && !esDireccion(actor.nivel)) throw prohibido(M.soloDireccion);
  const saltadas: { id: number; nombre: string }[] = [];
  for (;;) {
    const falta = await repo.requeridaSinAprobar(tx, usuarioId, rango, primerRango, saltadas);
    if (!falta) break;
    if (!cambio.sinCapacitacion) {
      throw new DomainError(409, mensajeSinCapacitacion(persona.username, falta.nombre), {
        requiere_capacitacion: { id: falta.id, nombre: falta.nombre },
      });
    }
    saltadas.push(falta);
  }
  for (const c of saltadas) {
    await ctx.eventos.emitir(tx, 'capacitacion.omitida', {
      capacitacionId: c.id,
      actorId: actor.id,
      usuarioId,
      instante: ahora(ctx),
      antes: { rango: persona.rango },
      despues: { rango, capacitacion: c.nombre },
      motivo: `Rango dado sin la capacitación «${c.nombre}».`,
    });
  }
}

const DIA_MS = 86_400_000;

/**
 * The trainings' pending work (docs/reglas.md, Trainings 33.9): the bookings of the
 * caller's own slots starting within 24 hours, soonest first, and for levels 0–2 the
 * people without a rank who passed a course required for one, oldest pass first. `hasta`:
 * the first instant the list may change with nothing written (a slot shown starts, or a
 * later booked one comes within 24 hours).
 */
export async function pendientes(ctx: Ctx, usuario: Actor) {
  const instante = ahora(ctx);
  const limite = new Date(instante.getTime() + DIA_MS);
  const [reservas, sinRango] = await Promise.all([
    turnos.reservasDeInstructor(ctx.db, usuario.id, instante, new Date(limite.getTime() + DIA_MS)),
    esAdministracion(usuario.nivel) ? repo.aprobadosSinRango(ctx.db) : [],
  ]);
  const dentro = reservas.filter((r) => r.inicio <= limite);
  const cambios = reservas.map((r) =>
    r.inicio <= limite ? r.inicio.getTime() : r.inicio.getTime() - DIA_MS,
  );
  return {
    filas: [
      ...dentro.map((r) => ({
        tipo: 'reserva' as const,
        usuario: r.usuario,
        capacitacion: r.capacitacion,
        inicio: r.inicio.toISOString(),
      })),
      ...sinRango.map((p) => ({
        tipo: 'sin_rango' as const,
        usuario: p.usuario,
        capacitacion: p.capacitacion,
        fecha: p.fecha.toISOString(),
      })),
    ],
    hasta: Math.min(...cambios),
  };
}

/**
 * The sessions recorded and the passes (by session or exam) in [desde, hasta), as
 * instants, for Statistics' trainings per week (docs/reglas.md, Statistics).
 */
export async function actividadEntre(db: Tx, desde: Date, hasta: Date) {
  const [sesiones, aprobados] = await Promise.all([
    repo.sesionesEntre(db, desde, hasta),
    repo.aprobadosEntre(db, desde, hasta),
  ]);
  return { sesiones, aprobados };
}

/**
 * Per trainer, the sessions they recorded in [desde, hasta) and how many attendees they
 * graded, most sessions first (docs/reglas.md, Managers' report).
 */
export async function sesionesPorInstructor(db: Tx, desde: Date, hasta: Date) {
  const filas = await repo.sesionesPorInstructor(db, desde, hasta);
  return filas
    .map((f) => ({
      usuario: f.usuario,
      sesiones: Number(f.sesiones),
      asistentes: Number(f.asistentes),
    }))
    .sort(
      (a, b) =>
        b.sesiones - a.sesiones ||
        a.usuario.localeCompare(b.usuario, 'es', { sensitivity: 'base' }),
    );
}
