import {
  MENSAJES_APERTURAS as M,
  type Apertura,
  type EspecialBody,
  type HorarioBody,
} from '@mchabbo/shared/aperturas/contratos';
import {
  DIAS_SEMANA,
  horaLocal,
  sumarDias,
  type AperturaSemanal,
  type PaisHorario,
} from '@mchabbo/shared/aperturas/horario';
import { fechaCorta } from '@mchabbo/shared/comun/fechas';
import {
  esAdministracion,
  esCronometrador,
  NIVEL_DUENO,
  puedeActuarSobre,
} from '@mchabbo/shared/niveles/niveles';
import { diaLocal } from '@mchabbo/shared/paga/reglas';
import type { Tx } from '../../db/client';
import { bloquearPersonas, persona } from '../../lib/actuar';
import type { Actor } from '../../lib/actor';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, invalido, noEncontrado, prohibido } from '../../lib/errors';
import { ausenciaAprobadaEn } from '../ausencias/ausencias.service';
import {
  aperturaEn,
  aperturasAlrededor,
  aperturasEntre,
  horarioVigente,
  type AperturaDelDia,
} from './aperturas.calendario';
import * as repo from './aperturas.repository';

const HORA_MS = 3_600_000;
/** A manager takes themselves off on their own until this long before the opening. */
const BAJA_ANTES_MS = HORA_MS;
/** Openings this close with too few managers are gaps (Pending work). */
const HUECO_MS = 48 * HORA_MS;
/** The reminder goes this long before the opening. */
const RECORDATORIO_MS = 30 * 60_000;
/** One-off openings at most this far ahead. */
const MAX_ADELANTO_MS = 366 * 24 * HORA_MS;
/** Days `GET /aperturas` answers by default (today and the next six). */
const DIAS_POR_DEFECTO = 7;

/** "24/12 21:00" in the community's zone. */
function cuando(instante: Date, zona: string) {
  return `${fechaCorta(diaLocal(instante, zona)).slice(0, 5)} ${horaLocal(instante, zona)}`;
}

/** An opening as the API answers it, for `llamanteId`. */
function presentar(a: AperturaDelDia, llamanteId: number, instante: Date): Apertura {
  return {
    inicio: a.inicio.toISOString(),
    fin: a.fin.toISOString(),
    titulo: a.titulo,
    nota: a.nota,
    encargados: a.encargados.map((e) => e.username),
    encargados_minimos: a.encargadosMinimos,
    cerrado: a.cerrado,
    motivo: a.motivo,
    especial_id: a.especialId,
    apuntado: a.encargados.some((e) => e.id === llamanteId),
    hueco: esHueco(a, instante),
  };
}

/** Fewer managers than its minimum, open and not over yet. */
function esHueco(a: AperturaDelDia, instante: Date) {
  return !a.cerrado && a.fin > instante && a.encargados.length < a.encargadosMinimos;
}

/** A schedule as comparable text (stored JSON comes back with its keys reordered). */
function forma(h: { semana: AperturaSemanal[]; paises: PaisHorario[] }) {
  return JSON.stringify([
    h.semana.map((a) => [a.dia, a.hora, a.duracion_horas, a.encargados_minimos, a.nota ?? null]),
    h.paises.map((p) => [p.pais, p.zona]),
  ]);
}

/** The schedule and the community's zone (public). */
export async function leerHorario(ctx: Ctx) {
  const { semana, paises, zona } = await horarioVigente(ctx.db);
  const ayer = sumarDias(diaLocal(ahora(ctx), zona), -1);
  const cierres = await repo.cierresDesde(ctx.db, ayer);
  return {
    semana,
    paises,
    zona_horaria: zona,
    cierres: cierres.map((c) => ({ fecha: c.fecha ?? '', motivo: c.motivo ?? '' })),
  };
}

/** The owner replaces the weekly schedule (docs/reglas.md, Openings 34.1). */
export async function guardarHorario(ctx: Ctx, usuario: Actor, body: HorarioBody) {
  const semana = [...body.semana]
    .map((a) => ({ ...a, nota: a.nota ? a.nota : null }))
    .sort((a, b) => a.dia - b.dia || a.hora.localeCompare(b.hora));
  return ctx.db.transaction(async (tx) => {
    const { actor } = await bloquearPersonas(tx, usuario);
    const antes = await horarioVigente(tx);
    const igual = forma(antes) === forma({ semana, paises: body.paises });
    await repo.guardarHorario(tx, semana, body.paises, ahora(ctx));
    // Saving the same schedule again changes nothing and records nothing.
    if (!igual)
      await ctx.eventos.emitir(tx, 'apertura.horario', {
        actorId: actor.id,
        usuarioId: null,
        instante: ahora(ctx),
        antes: { semana: antes.semana, paises: antes.paises },
        despues: { semana, paises: body.paises },
      });
    return {
      message: M.horarioGuardado,
      semana,
      paises: body.paises,
      zona_horaria: antes.zona,
    };
  });
}

/** The concrete openings of some days (at most 31; by default today and the next 6). */
export async function listar(ctx: Ctx, usuario: Actor, q: { desde?: string; hasta?: string }) {
  const { zona } = await horarioVigente(ctx.db);
  const desde = q.desde ?? diaLocal(ahora(ctx), zona);
  const hasta = q.hasta ?? sumarDias(desde, DIAS_POR_DEFECTO - 1);
  if (hasta < desde || sumarDias(desde, 30) < hasta) throw invalido(M.rango);
  const lista = await aperturasEntre(ctx.db, desde, hasta);
  return {
    aperturas: lista.map((a) => presentar(a, usuario.id, ahora(ctx))),
    zona_horaria: zona,
  };
}

/** A one-off opening, or a closed day (administration). */
export async function crearEspecial(ctx: Ctx, usuario: Actor, body: EspecialBody) {
  const instante = ahora(ctx);
  return ctx.db.transaction(async (tx) => {
    const { actor } = await bloquearPersonas(tx, usuario);
    const { zona } = await horarioVigente(tx);
    if ('inicio' in body) {
      const inicio = new Date(body.inicio);
      if (inicio <= instante) throw invalido(M.pasado);
      if (inicio.getTime() - instante.getTime() > MAX_ADELANTO_MS) throw invalido(M.lejos);
      if (await aperturaEn(tx, inicio)) throw conflicto(M.ocupada);
      const id = await repo.insertarEspecial(tx, {
        inicio,
        duracionHoras: body.duracion_horas,
        titulo: body.titulo,
        encargadosMinimos: body.encargados_minimos,
        creadaPor: actor.id,
        creadaEn: instante,
      });
      if (id === undefined) throw conflicto(M.ocupada);
      const despues = { ...body, inicio: inicio.toISOString() };
      await ctx.eventos.emitir(tx, 'apertura.creada', {
        especialId: id,
        avisados: [],
        actorId: actor.id,
        usuarioId: null,
        instante,
        antes: null,
        despues,
      });
      return { message: `Apertura «${body.titulo}» creada para el ${cuando(inicio, zona)}.` };
    }
    if (body.fecha < diaLocal(instante, zona)) throw invalido(M.pasado);
    const id = await repo.insertarEspecial(tx, {
      fecha: body.fecha,
      cerrado: true,
      motivo: body.motivo,
      creadaPor: actor.id,
      creadaEn: instante,
    });
    if (id === undefined) throw conflicto(M.yaCerrado);
    const delDia = await aperturasEntre(tx, body.fecha, body.fecha);
    const avisados = [
      ...new Set(delDia.filter((a) => a.cerrado).flatMap((a) => a.encargados.map((e) => e.id))),
    ];
    await ctx.eventos.emitir(tx, 'apertura.creada', {
      especialId: id,
      avisados,
      actorId: actor.id,
      usuarioId: null,
      instante,
      antes: null,
      despues: { fecha: body.fecha, cerrado: true },
      motivo: body.motivo,
    });
    return { message: `${DIAS_SEMANA[diaSemana(body.fecha)]} ${fechaCorta(body.fecha)} cerrado.` };
  });
}

/** 0 = Monday of a calendar day. */
function diaSemana(fecha: string) {
  return (new Date(`${fecha}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** Deletes a one-off opening (its managers are told why) or reopens a closed day. */
export async function borrarEspecial(ctx: Ctx, usuario: Actor, id: number, motivo: string) {
  const instante = ahora(ctx);
  return ctx.db.transaction(async (tx) => {
    const { actor } = await bloquearPersonas(tx, usuario);
    const fila = await repo.bloquearEspecial(tx, id);
    if (!fila) throw noEncontrado(M.especialNoExiste);
    const { zona } = await horarioVigente(tx);
    await repo.borrarEspecial(tx, id);
    const avisados = fila.inicio ? await repo.desapuntarTodos(tx, fila.inicio) : [];
    const antes = fila.inicio
      ? {
          inicio: fila.inicio.toISOString(),
          titulo: fila.titulo,
          duracion_horas: fila.duracionHoras,
        }
      : { fecha: fila.fecha, cerrado: true, motivo: fila.motivo };
    await ctx.eventos.emitir(tx, 'apertura.borrada', {
      especialId: id,
      avisados,
      actorId: actor.id,
      usuarioId: null,
      instante,
      antes,
      despues: null,
      motivo,
    });
    return {
      message: fila.inicio
        ? `Apertura «${fila.titulo ?? ''}» del ${cuando(fila.inicio, zona)} borrada.`
        : `${fechaCorta(fila.fecha ?? '')} vuelve a abrir.`,
    };
  });
}

/** The opening at `inicio` for a sign-up change, or 404. */
async function aperturaOError(tx: Tx, inicio: Date) {
  const a = await aperturaEn(tx, inicio);
  if (!a) throw noEncontrado(M.noExiste);
  return a;
}

/**
 * A manager (levels 1–3) signs up to open: not on a closed day, not once it has started,
 * not while on leave that day. Two at once both get on: it is a list, not places.
 */
export async function apuntarse(ctx: Ctx, usuario: Actor, inicioIso: string) {
  if (!esEncargado(usuario.nivel)) throw prohibido(M.soloEncargados);
  const instante = ahora(ctx);
  const inicio = new Date(inicioIso);
  return ctx.db.transaction(async (tx) => {
    const { actor } = await bloquearPersonas(tx, usuario);
    if (!esEncargado(actor.nivel)) throw prohibido(M.soloEncargados);
    const a = await aperturaOError(tx, inicio);
    if (a.cerrado) throw conflicto(M.cerrado);
    if (a.inicio <= instante) throw conflicto(M.empezada);
    if (await ausenciaAprobadaEn(tx, actor.id, a.fecha)) throw conflicto(M.ausencia);
    await repo.apuntar(tx, inicio, actor.id, instante);
    const ahoraApertura = await aperturaOError(tx, inicio);
    const { zona } = await horarioVigente(tx);
    return {
      message: `${actor.username}, te apuntaste a abrir el ${cuando(inicio, zona)}.`,
      apertura: presentar(ahoraApertura, actor.id, instante),
    };
  });
}

/** Levels 1–3: the managers who open. */
function esEncargado(nivel: number) {
  return esCronometrador(nivel) && nivel !== NIVEL_DUENO;
}

/**
 * Takes a manager off an opening: oneself until an hour before it; later, and anyone
 * else's, only the administration (0–2, over lower ranks), recorded in the audit trail.
 */
export async function desapuntarse(
  ctx: Ctx,
  usuario: Actor,
  q: { inicio: string; usuario?: number },
) {
  const instante = ahora(ctx);
  const inicio = new Date(q.inicio);
  const objetivo = q.usuario ?? usuario.id;
  const propio = objetivo === usuario.id;
  return ctx.db.transaction(async (tx) => {
    const { actor, personas } = await bloquearPersonas(tx, usuario, propio ? [] : [objetivo]);
    if (!propio) {
      const otro = persona(personas, objetivo);
      if (!esAdministracion(actor.nivel) || !puedeActuarSobre(actor, otro)) throw prohibido();
    }
    const a = await aperturaOError(tx, inicio);
    const tarde = instante.getTime() > a.inicio.getTime() - BAJA_ANTES_MS;
    if (propio && tarde && !esAdministracion(actor.nivel)) throw conflicto(M.tarde);
    if (!(await repo.desapuntar(tx, inicio, objetivo))) throw conflicto(M.noApuntado);
    const { zona } = await horarioVigente(tx);
    if (tarde || !propio) {
      await ctx.eventos.emitir(tx, 'apertura.baja', {
        actorId: actor.id,
        usuarioId: objetivo,
        instante,
        antes: { inicio: a.inicio.toISOString(), titulo: a.titulo, apuntado: true },
        despues: { inicio: a.inicio.toISOString(), titulo: a.titulo, apuntado: false },
      });
    }
    const nombre = propio ? actor.username : persona(personas, objetivo).username;
    return {
      message: propio
        ? `${nombre}, ya no estás apuntado a la apertura del ${cuando(a.inicio, zona)}.`
        : `${nombre} ya no está apuntado a la apertura del ${cuando(a.inicio, zona)}.`,
      apertura: presentar(await aperturaOError(tx, inicio), actor.id, instante),
    };
  });
}

/** Whether the caller asked to be told of every opening. */
export async function leerAvisos(ctx: Ctx, usuario: Actor) {
  return { activo: await repo.avisoActivo(ctx.db, usuario.id) };
}

/** "Avísame de las aperturas" on or off. */
export async function guardarAvisos(ctx: Ctx, usuario: Actor, activo: boolean) {
  await repo.guardarAviso(ctx.db, usuario.id, activo);
  return { activo, message: M.avisosGuardados };
}

/**
 * The openings of the next 48 hours with fewer managers than their minimum, soonest
 * first (docs/reglas.md, Pending work), and the first instant the list may change with
 * nothing written: a gap starts, or a later opening comes within 48 hours.
 */
export async function huecos(db: Tx, instante: Date) {
  const limite = new Date(instante.getTime() + HUECO_MS);
  const lista = await aperturasAlrededor(db, instante, new Date(limite.getTime() + HUECO_MS));
  const dentro = lista.filter((a) => a.inicio > instante && a.inicio <= limite);
  const filas = dentro.filter((a) => esHueco(a, instante));
  const cambios = [
    ...filas.map((a) => a.inicio.getTime()),
    ...lista.filter((a) => a.inicio > limite).map((a) => a.inicio.getTime() - HUECO_MS),
  ];
  return {
    filas: filas.map((a) => ({
      inicio: a.inicio.toISOString(),
      titulo: a.titulo,
      encargados: a.encargados.length,
      encargados_minimos: a.encargadosMinimos,
    })),
    hasta: Math.min(...cambios),
  };
}

/**
 * The openings (not closed) starting in [desde, hasta), oldest first, with how many
 * managers signed up (docs/reglas.md, Statistics 29.7).
 */
export async function aperturasPasadas(db: Tx, desde: Date, hasta: Date) {
  const lista = await aperturasAlrededor(db, desde, hasta);
  return lista
    .filter((a) => !a.cerrado && a.inicio >= desde && a.inicio < hasta)
    .map((a) => ({
      inicio: a.inicio,
      fin: a.fin,
      titulo: a.titulo,
      apuntados: a.encargados.length,
    }));
}

/**
 * The opening windows overlapping [desde, hasta): the managers' report counts a
 * confirmation made outside all of them (docs/reglas.md, Managers' report 30.3).
 */
export async function ventanasAbiertas(db: Tx, desde: Date, hasta: Date) {
  const lista = await aperturasAlrededor(db, desde, hasta);
  return lista.filter((a) => !a.cerrado).map((a) => [a.inicio.getTime(), a.fin.getTime()] as const);
}

/**
 * The reminders' sweep: each opening starting within the next 30 minutes reminds its
 * managers and the workers who asked, once, whichever server process claims it first.
 */
export async function barrerAperturas(ctx: Pick<Ctx, 'db' | 'reloj' | 'eventos'>) {
  const instante = ahora(ctx);
  const hasta = new Date(instante.getTime() + RECORDATORIO_MS);
  await ctx.db.transaction(async (tx) => {
    const proximas = (await aperturasAlrededor(tx, instante, hasta)).filter(
      (a) => !a.cerrado && a.inicio > instante && a.inicio <= hasta,
    );
    const reclamadas = new Set(
      (
        await repo.reclamarRecordatorios(
          tx,
          proximas.map((a) => a.inicio),
          instante,
        )
      ).map((d) => d.getTime()),
    );
    if (reclamadas.size === 0) return;
    const suscritos = await repo.suscritos(tx);
    for (const a of proximas) {
      if (!reclamadas.has(a.inicio.getTime())) continue;
      const encargados = a.encargados.map((e) => e.id);
      await ctx.eventos.emitir(tx, 'apertura.recordatorio', {
        actorId: null,
        usuarioId: null,
        instante,
        antes: null,
        despues: {
          inicio: a.inicio.toISOString(),
          titulo: a.titulo,
          encargados: a.encargados.map((e) => e.username),
        },
        encargados,
        suscritos: suscritos.filter((id) => !encargados.includes(id)),
      });
    }
  });
}
