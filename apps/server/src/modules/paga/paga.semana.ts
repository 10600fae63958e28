import { MENSAJES_PAGA as M, type PagarSemanaResponse } from '@mchabbo/shared/paga/contratos';
import { fechaCorta } from '@mchabbo/shared/comun/fechas';
import { semanaTerminada } from '@mchabbo/shared/paga/reglas';
import { bloquearPersonas } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto } from '../../lib/errors';
import type { EventosDominio } from '../../lib/eventos';
import type { Actor } from '../../lib/actor';
import { puedePagar, semanaActual } from './paga.service';
import * as repo from './paga.semana.repository';

/** What 'Pagar todos' answers: how many entries of the week it paid, and for how much. */
function mensaje(semana: string, pagadas: number, creditos: number) {
  if (pagadas === 0) return `No había nada que pagar en la semana del ${fechaCorta(semana)}.`;
  const entradas = pagadas === 1 ? '1 entrada' : `${pagadas} entradas`;
  return `Pagaste ${entradas} de la semana del ${fechaCorta(semana)}: ${creditos} créditos.`;
}

/**
 * 'Pagar todos' (docs/reglas.md, Pay 7.13): pays, in one transaction and a fixed number
 * of statements, every unpaid entry with credits of a pay week that has ended whose
 * worker the caller may pay. Each entry is paid once: the entries are locked first, so a
 * single payment or another pay-week running at the same time either settles an entry
 * before (it is then skipped) or waits and finds it paid. Each payment is a `pago.pagado`
 * event (its audit row and the worker's notification), written together.
 */
export async function pagarSemana(
  ctx: Ctx,
  usuario: Actor,
  semana: string,
): Promise<PagarSemanaResponse> {
  if (!semanaTerminada(semana, await semanaActual(ctx))) {
    throw conflicto(M.semanaEnCurso);
  }
  return await ctx.db.transaction(async (tx) => {
    // People before their entries, as every write locks them (docs/desarrollo.md).
    const ids = await repo.personasConEntradaAbierta(tx, semana);
    const { actor, personas } = await bloquearPersonas(tx, usuario, ids);
    const entradas = await repo.bloquearEntradasDeSemana(tx, semana, ids);
    const omitidas: PagarSemanaResponse['omitidas'] = [];
    const permitidas = new Set<number>();
    for (const e of entradas) {
      const persona = personas.get(e.usuarioId);
      if (!persona) continue;
      if (persona.id === actor.id) omitidas.push({ usuario: persona.username, motivo: M.propio });
      else if (!puedePagar(actor, { usuarioId: persona.id, nivel: persona.nivel })) {
        omitidas.push({ usuario: persona.username, motivo: M.rangoInferior });
      } else permitidas.add(e.id);
    }
    const instante = ahora(ctx);
    const pagadas = await repo.liquidarVarias(tx, [...permitidas], actor.id, instante);
    const liquidadas = new Set(pagadas.map((p) => p.id));
    for (const e of entradas) {
      const persona = personas.get(e.usuarioId);
      if (persona && permitidas.has(e.id) && !liquidadas.has(e.id)) {
        omitidas.push({ usuario: persona.username, motivo: M.sinCreditos });
      }
    }
    const eventos: EventosDominio['pago.pagado'][] = pagadas.map((p) => ({
      pagoId: p.id,
      semana,
      creditos: p.creditos ?? 0,
      actorId: actor.id,
      usuarioId: p.usuarioId,
      instante,
      antes: { pagado: false, semana },
      despues: { pagado: true, semana, creditos: p.creditos ?? 0 },
      personas,
    }));
    await ctx.eventos.emitirVarios(tx, 'pago.pagado', eventos);
    const creditos = pagadas.reduce((s, p) => s + (p.creditos ?? 0), 0);
    omitidas.sort((a, b) => a.usuario.localeCompare(b.usuario, 'es'));
    return {
      message: mensaje(semana, pagadas.length, creditos),
      semana,
      pagadas: pagadas.length,
      creditos,
      omitidas,
    };
  });
}
