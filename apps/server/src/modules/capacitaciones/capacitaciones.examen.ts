import { randomInt } from 'node:crypto';
import {
  MENSAJES_CAPACITACIONES as M,
  mensajeEspera,
  type Examen,
  type ResponderExamenBody,
  type ResultadoExamen,
} from '@mchabbo/shared/capacitaciones/contratos';
import { proximoIntento, puntuar } from '@mchabbo/shared/capacitaciones/reglas';
import { partesLocales } from '@mchabbo/shared/comun/zona-horaria';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, DomainError, invalido, noEncontrado } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { bloquearPersonas } from '../../lib/actuar';
import { leerAjustes } from '../ajustes/ajustes.service';
import * as repo from './capacitaciones.repository';

/** A copy of `lista` in a random order (Fisher–Yates). */
function barajar<T>(lista: readonly T[]): T[] {
  const copia = [...lista];
  for (let i = copia.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [copia[i], copia[j]] = [copia[j] as T, copia[i] as T];
  }
  return copia;
}

/**
 * The exam's questions without their answers, each question's options in a new order
 * every time (docs/reglas.md, Trainings 33.2). A question's id is its position + 1, an
 * option's too, so the order shown tells nothing.
 */
export async function leer(ctx: Ctx, id: number): Promise<Examen> {
  const c = await repo.curso(ctx.db, id);
  if (!c) throw noEncontrado(M.noExiste);
  if (!c.examen) throw noEncontrado(M.sinExamen);
  return {
    aprobado_con: c.examen.aprobado_con,
    preguntas: c.examen.preguntas.map((p, i) => ({
      id: i + 1,
      texto: p.texto,
      opciones: barajar(p.opciones.map((texto, j) => ({ id: j + 1, texto }))),
    })),
  };
}

/**
 * Scores and records an attempt (docs/reglas.md, Trainings 33.2): a passed course is
 * passed for good (409), and another attempt before the wait answers 429 with the time.
 * The course's row is locked, so two attempts sent at once are one after the other.
 */
export async function responder(
  ctx: Ctx,
  usuario: Actor,
  id: number,
  datos: ResponderExamenBody,
): Promise<ResultadoExamen> {
  const preguntasVistas = new Set(datos.respuestas.map((r) => r.pregunta));
  if (preguntasVistas.size !== datos.respuestas.length) throw invalido(M.respuestasInvalidas);
  const { zona_horaria } = await leerAjustes(ctx.db);
  return ctx.db.transaction(async (tx) => {
    const { actor } = await bloquearPersonas(tx, usuario);
    const c = await repo.curso(tx, id, true);
    if (!c) throw noEncontrado(M.noExiste);
    if (!c.examen) throw noEncontrado(M.sinExamen);
    if ((await repo.aprobadasDe(tx, actor.id)).some((a) => a.id === id)) {
      throw conflicto(M.yaAprobada);
    }
    const instante = ahora(ctx);
    const ultimo = (await repo.ultimosIntentos(tx, actor.id)).get(id);
    const espera = proximoIntento(ultimo, c.examen.espera_minutos, instante);
    if (espera) {
      const { hora, minuto } = partesLocales(espera, zona_horaria);
      const hhmm = `${String(hora).padStart(2, '0')}:${String(minuto).padStart(2, '0')}`;
      throw new DomainError(429, mensajeEspera(hhmm));
    }
    const r = puntuar(c.examen.preguntas, datos.respuestas, c.examen.aprobado_con);
    await repo.insertarResultados(tx, [
      {
        capacitacionId: id,
        usuarioId: actor.id,
        aprobado: r.aprobado,
        aciertos: r.aciertos,
        total: r.total,
        en: instante,
      },
    ]);
    await ctx.eventos.emitir(tx, 'capacitacion.examen', {
      capacitacionId: id,
      aprobado: r.aprobado,
      actorId: actor.id,
      usuarioId: actor.id,
      instante,
      antes: null,
      despues: {
        capacitacion: c.nombre,
        aciertos: r.aciertos,
        total: r.total,
        aprobado: r.aprobado,
      },
    });
    const siguiente = r.aprobado
      ? null
      : proximoIntento(instante, c.examen.espera_minutos, instante);
    return { ...r, proximo_intento: siguiente?.toISOString() ?? null };
  });
}
