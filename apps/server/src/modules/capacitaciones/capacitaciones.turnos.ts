import {
  MENSAJES_CAPACITACIONES as M,
  type CrearSesionBody,
  type CrearTurnoBody,
  type Turno,
} from '@mchabbo/shared/capacitaciones/contratos';
import {
  HORAS_CANCELAR,
  HORAS_REGISTRAR,
  puedeImpartir,
} from '@mchabbo/shared/capacitaciones/reglas';
import { esDireccion } from '@mchabbo/shared/niveles/niveles';
import type { Tx } from '../../db/client';
import { bloquearPersonas } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, invalido, noEncontrado, prohibido } from '../../lib/errors';
import { esViolacionUnica } from '../../lib/pg-errors';
import type { Actor } from '../../lib/actor';
import { buscarCuentaPorNombre } from '../cuenta/cuenta.service';
import * as cursos from './capacitaciones.repository';
import * as repo from './capacitaciones.turnos.repository';
import type { FilaTurno } from './capacitaciones.turnos.repository';

const HORA_MS = 3_600_000;

function presentar(t: FilaTurno, caller: { id: number; nivel: number }): Turno {
  const esMio = t.instructorId === caller.id;
  return {
    id: t.id,
    capacitacion: { id: t.capacitacionId, nombre: t.capacitacion },
    instructor: t.instructor,
    inicio: new Date(t.inicio).toISOString(),
    plazas: t.plazas,
    libres: Math.max(0, t.plazas - t.reservas.length),
    reservado: t.reservas.some((r) => r.id === caller.id),
    es_mio: esMio,
    asistentes: esMio || esDireccion(caller.nivel) ? t.reservas.map((r) => r.username) : [],
  };
}

async function presentarUno(db: Tx, id: number, caller: { id: number; nivel: number }) {
  const t = await repo.turno(db, id);
  if (!t) throw noEncontrado(M.turnoNoExiste);
  return presentar(t, caller);
}

/**
 * Slots not yet given and those that started within the last day and still wait for
 * their session (docs/reglas.md, Trainings 33.3).
 */
export async function listar(ctx: Ctx, usuario: Actor) {
  const desde = new Date(ahora(ctx).getTime() - HORAS_REGISTRAR * HORA_MS);
  const filas = await repo.proximos(ctx.db, desde);
  return { turnos: filas.map((t) => presentar(t, usuario)) };
}

/** A trainer of the course publishes a future slot of 1–20 places. */
export async function publicar(ctx: Ctx, usuario: Actor, id: number, datos: CrearTurnoBody) {
  const inicio = new Date(datos.inicio);
  const instante = ahora(ctx);
  if (inicio <= instante) throw invalido(M.inicioPasado);
  return ctx.db.transaction(async (tx) => {
    const { actor } = await bloquearPersonas(tx, usuario);
    const c = await cursos.curso(tx, id);
    if (!c) throw noEncontrado(M.noExiste);
    if (!puedeImpartir(actor.nivel, c.nivelInstructor)) throw prohibido(M.noInstructor);
    const turnoId = await repo.insertar(tx, {
      capacitacionId: id,
      instructorId: actor.id,
      inicio,
      plazas: datos.plazas,
    });
    await ctx.eventos.emitir(tx, 'capacitacion.turno', {
      capacitacionId: id,
      turnoId,
      actorId: actor.id,
      usuarioId: null,
      instante,
      antes: null,
      despues: { capacitacion: c.nombre, inicio: inicio.toISOString(), plazas: datos.plazas },
    });
    return { message: M.turnoPublicado, turno: await presentarUno(tx, turnoId, actor) };
  });
}

/**
 * Books the caller into a slot that has not started: one place each, one booking per
 * course, never their own slot or a course they passed. The course's row, then the
 * slot's, are locked, so two people racing for the last place get one booking.
 */
export async function reservar(ctx: Ctx, usuario: Actor, turnoId: number) {
  const inicial = await repo.turno(ctx.db, turnoId);
  if (!inicial) throw noEncontrado(M.turnoNoExiste);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { actor } = await bloquearPersonas(tx, usuario);
      const c = await cursos.curso(tx, inicial.capacitacionId, true);
      if (!c || !(await repo.bloquear(tx, turnoId))) throw noEncontrado(M.turnoNoExiste);
      const t = await repo.turno(tx, turnoId);
      if (!t) throw noEncontrado(M.turnoNoExiste);
      const instante = ahora(ctx);
      if (t.inicio <= instante) throw conflicto(M.turnoPasado);
      if (t.instructorId === actor.id) throw conflicto(M.turnoPropio);
      if ((await cursos.aprobadasDe(tx, actor.id)).some((a) => a.id === c.id)) {
        throw conflicto(M.yaAprobada);
      }
      if (await repo.reservaEnCurso(tx, c.id, actor.id)) throw conflicto(M.yaReservada);
      if (t.reservas.length >= t.plazas) throw conflicto(M.sinPlazas);
      await repo.reservar(tx, turnoId, actor.id);
      await ctx.eventos.emitir(tx, 'capacitacion.reserva', {
        capacitacionId: c.id,
        turnoId,
        instructorId: t.instructorId,
        actorId: actor.id,
        usuarioId: actor.id,
        instante,
        antes: null,
        despues: {
          capacitacion: c.nombre,
          inicio: t.inicio.toISOString(),
          instructor: t.instructor,
        },
      });
      return { message: M.reservada, turno: await presentarUno(tx, turnoId, actor) };
    });
  } catch (err) {
    if (esViolacionUnica(err)) throw conflicto(M.yaReservada);
    throw err;
  }
}

/** Cancels the caller's booking, up to 2 hours before the slot. */
export async function cancelar(ctx: Ctx, usuario: Actor, turnoId: number) {
  return ctx.db.transaction(async (tx) => {
    const { actor } = await bloquearPersonas(tx, usuario);
    if (!(await repo.bloquear(tx, turnoId))) throw noEncontrado(M.turnoNoExiste);
    const t = await repo.turno(tx, turnoId);
    if (!t) throw noEncontrado(M.turnoNoExiste);
    if (!t.reservas.some((r) => r.id === actor.id)) throw noEncontrado(M.sinReserva);
    const instante = ahora(ctx);
    if (t.inicio.getTime() - instante.getTime() < HORAS_CANCELAR * HORA_MS) {
      throw conflicto(M.cancelacionTardia);
    }
    await repo.cancelar(tx, turnoId, actor.id);
    await ctx.eventos.emitir(tx, 'capacitacion.cancelada', {
      capacitacionId: t.capacitacionId,
      turnoId,
      instructorId: t.instructorId,
      actorId: actor.id,
      usuarioId: actor.id,
      instante,
      antes: { capacitacion: t.capacitacion, inicio: t.inicio.toISOString() },
      despues: null,
    });
    return { message: M.cancelada, turno: await presentarUno(tx, turnoId, actor) };
  });
}

/**
 * A trainer records a session (docs/reglas.md, Trainings 33.5): from one of their slots
 * (any trainer of the course for levels 0–1) or on its own, each attendee passed or not
 * with an optional note. Each attendee is told.
 */
export async function registrarSesion(
  ctx: Ctx,
  usuario: Actor,
  id: number,
  datos: CrearSesionBody,
) {
  const nombres = datos.asistentes.map((a) => a.usuario.toLowerCase());
  if (new Set(nombres).size !== nombres.length) throw invalido(M.asistenteRepetido);
  const cuentas: (CrearSesionBody['asistentes'][number] & { id: number; username: string })[] = [];
  for (const a of datos.asistentes) {
    const cuenta = await buscarCuentaPorNombre(ctx.db, a.usuario);
    if (!cuenta) throw noEncontrado(M.asistenteNoExiste);
    if (cuenta.id === usuario.id) throw invalido(M.asistentePropio);
    cuentas.push({ ...a, id: cuenta.id, username: cuenta.username });
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const { actor } = await bloquearPersonas(tx, usuario);
      const c = await cursos.curso(tx, id);
      if (!c) throw noEncontrado(M.noExiste);
      if (!puedeImpartir(actor.nivel, c.nivelInstructor)) throw prohibido(M.noInstructor);
      const instante = ahora(ctx);
      if (datos.turno_id !== undefined) {
        if (!(await repo.bloquear(tx, datos.turno_id))) throw noEncontrado(M.turnoNoExiste);
        const t = await repo.turno(tx, datos.turno_id);
        if (!t) throw noEncontrado(M.turnoNoExiste);
        if (t.capacitacionId !== id) throw invalido(M.turnoDeOtra);
        if (t.instructorId !== actor.id && !esDireccion(actor.nivel)) {
          throw prohibido(M.noInstructor);
        }
        if (await repo.tieneSesion(tx, t.id)) throw conflicto(M.turnoConSesion);
      }
      const sesionId = await repo.insertarSesion(tx, {
        capacitacionId: id,
        instructorId: actor.id,
        turnoId: datos.turno_id ?? null,
        en: instante,
      });
      await cursos.insertarResultados(
        tx,
        cuentas.map((a) => ({
          capacitacionId: id,
          usuarioId: a.id,
          sesionId,
          aprobado: a.aprobado,
          nota: a.nota || null,
          en: instante,
        })),
      );
      for (const a of cuentas) {
        await ctx.eventos.emitir(tx, 'capacitacion.resultado', {
          capacitacionId: id,
          sesionId,
          aprobado: a.aprobado,
          nota: a.nota || null,
          actorId: actor.id,
          usuarioId: a.id,
          instante,
          antes: null,
          despues: { capacitacion: c.nombre, aprobado: a.aprobado, nota: a.nota || null },
        });
      }
      return { message: `${M.sesionRegistrada}: ${cuentas.length} asistentes.`, id: sesionId };
    });
  } catch (err) {
    if (esViolacionUnica(err)) throw conflicto(M.turnoConSesion);
    throw err;
  }
}

/** How long before a slot its trainer and the people booked are reminded. */
const RECORDATORIO_MS = 30 * 60_000;

/**
 * The reminders' sweep (docs/reglas.md, Trainings 33.4): each slot starting within the
 * next 30 minutes reminds its trainer and the people booked, once, whichever server
 * process claims it first.
 */
export async function barrerTurnos(ctx: Pick<Ctx, 'db' | 'reloj' | 'eventos'>) {
  const instante = ahora(ctx);
  await ctx.db.transaction(async (tx) => {
    const ids = await repo.reclamarRecordatorios(
      tx,
      instante,
      new Date(instante.getTime() + RECORDATORIO_MS),
    );
    for (const id of ids) {
      const t = await repo.turno(tx, id);
      if (!t) continue;
      await ctx.eventos.emitir(tx, 'capacitacion.recordatorio', {
        capacitacionId: t.capacitacionId,
        turnoId: t.id,
        instructorId: t.instructorId,
        reservados: t.reservas.map((r) => r.id),
        actorId: null,
        usuarioId: null,
        instante,
        antes: null,
        despues: {
          capacitacion: t.capacitacion,
          inicio: t.inicio.toISOString(),
          instructor: t.instructor,
          reservas: t.reservas.map((r) => r.username),
        },
      });
    }
  });
}
