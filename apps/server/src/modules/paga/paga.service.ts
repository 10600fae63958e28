import { puedeActuarSobre } from '@mchabbo/shared/niveles/niveles';
import { formatearDuracion } from '@mchabbo/shared/comun/duracion';
import {
  MENSAJES_PAGA as M,
  mensajePagado,
  type PagoListado,
} from '@mchabbo/shared/paga/contratos';
import {
  esPagable,
  finSemanaPaga,
  inicioSemanaPaga,
  requisitoSemanal,
  semanaAnterior,
} from '@mchabbo/shared/paga/reglas';
import { bloquearPersonas, persona } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, noEncontrado, prohibido } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import { ajustesVigentes } from '../ajustes/ajustes.service';
import { fechaCelda, horaLocal, type ColumnaXlsx, type LibroXlsx } from '../../lib/xlsx';
import * as repo from './paga.repository';

/** Nobody pays themselves or an equal or higher rank (docs/reglas.md, Pay 7.7). */
export function puedePagar(usuario: Actor, f: { usuarioId: number; nivel: number }) {
  return puedeActuarSobre(usuario, { id: f.usuarioId, nivel: f.nivel });
}

function presentar(f: repo.FilaPago, usuario: Actor): PagoListado {
  const creditos = f.pagado ? (f.congelados ?? 0) : Number(f.creditosTurnos) + Number(f.bono);
  const requisito = requisitoSemanal((f.largos ?? []).map(Number), {
    pago_semanal: Number(f.pagoSemanal ?? 0),
    requisito_hrs: f.requisitoHrs ?? '0',
    requisito_times: f.requisitoTimes ?? '0',
  });
  return {
    id: f.id,
    usuario: f.usuario,
    usuario_id: f.usuarioId,
    mision: f.mision,
    rango: f.rango,
    creditos,
    pagado: f.pagado,
    semana: f.semana,
    turnos: Number(f.turnos),
    segundos: Number(f.segundos),
    tiempo: formatearDuracion(Number(f.segundos)),
    creditos_turnos: Number(f.creditosTurnos),
    bono_semanal: Number(f.bono),
    pagado_en: f.pagadoEn?.toISOString() ?? null,
    pagado_por: f.pagadoPor,
    // Only an unpaid entry with credits is paid at all (Pay 7.11), and only by a higher rank.
    puede_pagar: esPagable({ pagado: f.pagado, creditos }) && puedePagar(usuario, f),
    requisito,
  };
}

/** The current pay week (its Monday) in the settings' time zone */
export async function semanaActual(ctx: Ctx) {
  const { zona_horaria } = await ajustesVigentes(ctx);
  return inicioSemanaPaga(ahora(ctx), zona_horaria);
}

/**
 * When the current pay week ends: answers about "this week" (the pay list, the ranking)
 * are kept no longer than that.
 */
export async function finSemanaActual(ctx: Ctx) {
  const { zona_horaria } = await ajustesVigentes(ctx);
  return finSemanaPaga(inicioSemanaPaga(ahora(ctx), zona_horaria), zona_horaria);
}

/**
 * The pay list: one pay week's entries, or by default what is waiting to be paid plus
 * what was paid this week and last, with the pending totals.
 */
export async function listar(ctx: Ctx, usuario: Actor, semana?: string) {
  const actual = await semanaActual(ctx);
  const filas = await repo.listarPagos(
    ctx.db,
    semana ? { semana } : { desde: semanaAnterior(actual) },
  );
  const resultados = filas.map((f) => presentar(f, usuario));
  // Both views count what is payable, so they agree on every week (Pay 7.11).
  const pendientes = resultados.filter(esPagable);
  return {
    semana: actual,
    resultados,
    total_pendiente: pendientes.reduce((s, r) => s + r.creditos, 0),
    personas_pendientes: new Set(pendientes.map((r) => r.usuario_id)).size,
  };
}

/** How many entries a spreadsheet of the pay list reads at a time (History and corrections 22.7). */
const LOTE_XLSX = 500;

/**
 * The pay list as a spreadsheet: the same rows in the same order, read 500 at a time
 * (each page starts after the last entry written), with a totals row.
 */
export async function listarXlsx(
  ctx: Ctx,
  usuario: Actor,
  semana?: string,
): Promise<LibroXlsx<PagoListado>> {
  const actual = await semanaActual(ctx);
  const filtro: repo.FiltroPagos = semana ? { semana } : { desde: semanaAnterior(actual) };
  const { zona_horaria } = await ajustesVigentes(ctx);
  async function* paginas() {
    let despuesDe: repo.ClavePago | undefined;
    for (;;) {
      const filas = await repo.listarPagos(ctx.db, filtro, { despuesDe, limite: LOTE_XLSX });
      yield filas.map((f) => presentar(f, usuario));
      const ultima = filas.at(-1);
      if (filas.length < LOTE_XLSX || !ultima) return;
      despuesDe = {
        pagado: ultima.pagado,
        semana: ultima.semana,
        usuario: ultima.usuario,
        id: ultima.id,
      };
    }
  }
  const columnas: ColumnaXlsx<PagoListado>[] = [
    { titulo: 'Usuario', valor: (p) => p.usuario, ancho: 18 },
    { titulo: 'Rango', valor: (p) => p.rango, ancho: 16 },
    { titulo: 'Misión', valor: (p) => p.mision, ancho: 24 },
    { titulo: 'Semana', valor: (p) => fechaCelda(p.semana), tipo: 'fecha' },
    { titulo: 'Turnos', valor: (p) => p.turnos, tipo: 'numero', total: true },
    {
      titulo: 'Horas',
      valor: (p) => Math.round((p.segundos / 3600) * 100) / 100,
      tipo: 'numero',
      total: true,
    },
    { titulo: 'Créditos por turnos', valor: (p) => p.creditos_turnos, tipo: 'numero', total: true },
    { titulo: 'Pago semanal', valor: (p) => p.bono_semanal, tipo: 'numero', total: true },
    { titulo: 'Créditos', valor: (p) => p.creditos, tipo: 'numero', total: true },
    { titulo: 'Pagado', valor: (p) => (p.pagado ? 'Sí' : 'No') },
    {
      titulo: 'Pagado el',
      valor: (p) => (p.pagado_en ? horaLocal(new Date(p.pagado_en), zona_horaria) : null),
      tipo: 'fechaHora',
      ancho: 18,
    },
    { titulo: 'Pagado por', valor: (p) => p.pagado_por, ancho: 18 },
  ];
  return { hoja: 'Lista de paga', columnas, paginas };
}

/**
 * 'Pagar': settles an entry and freezes its credits. Shifts confirmed afterwards go
 * into a new entry. Two payments at once: one succeeds, the other gets 409.
 */
export async function marcarPagado(ctx: Ctx, usuario: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    // The entry's worker (it never changes), then people before the entry, as every
    // write locks them (docs/desarrollo.md, Locks).
    const usuarioId = await repo.trabajadorDeEntrada(tx, id);
    if (usuarioId === undefined) throw noEncontrado(M.noExiste);
    if (usuarioId === usuario.id) throw prohibido(M.propio);
    const { actor, personas } = await bloquearPersonas(tx, usuario, [usuarioId]);
    const pago = await repo.bloquearPago(tx, id);
    if (!pago) throw noEncontrado(M.noExiste);
    const trabajador = persona(personas, pago.usuarioId, M.noExiste);
    if (!puedePagar(actor, { usuarioId: trabajador.id, nivel: trabajador.nivel })) {
      throw prohibido(M.rangoInferior);
    }
    if (pago.pagado) throw conflicto(M.yaPagado);
    const instante = ahora(ctx);
    const creditos = await repo.liquidar(tx, id, usuario.id, instante);
    if (creditos === null) throw conflicto(M.yaPagado);
    // Nothing to pay: the refusal undoes the settlement (docs/reglas.md, Pay 7.11).
    if (creditos <= 0) throw conflicto(M.sinCreditos);
    await ctx.eventos.emitir(tx, 'pago.pagado', {
      pagoId: id,
      semana: pago.semana,
      creditos,
      actorId: usuario.id,
      usuarioId: pago.usuarioId,
      instante,
      antes: { pagado: false, semana: pago.semana },
      despues: { pagado: true, semana: pago.semana, creditos },
    });
  });
  const [fila] = await repo.listarPagos(ctx.db, { id });
  if (!fila) throw noEncontrado(M.noExiste);
  const pagado = presentar(fila, usuario);
  // Named like the week's payment (docs/reglas.md, Pay 7.9).
  return { message: mensajePagado(pagado.usuario, pagado.creditos, pagado.semana), pago: pagado };
}

/**
 * The caller's own pay for the dashboard (docs/reglas.md, Pay 7.15): unpaid credits,
 * this week's credits and requirement (of their current mission), and their latest
 * payment.
 */
export async function miPaga(ctx: Ctx, usuarioId: number, semana: string) {
  const f = await repo.miPaga(ctx.db, usuarioId, semana);
  const requisito = requisitoSemanal((f?.largos ?? []).map(Number), {
    pago_semanal: Number(f?.pagoSemanal ?? 0),
    requisito_hrs: f?.requisitoHrs ?? '0',
    requisito_times: f?.requisitoTimes ?? '0',
  });
  // The weekly pay already given this week counts as met, whatever the mission is now.
  if (Number(f?.bonoSemana ?? 0) > 0) requisito.cumplido = true;
  return {
    creditos_pendientes: Number(f?.pendientes ?? 0),
    requisito,
    creditos_semana: Number(f?.creditosSemana ?? 0),
    ultimo_pago:
      f?.ultimoSemana && f.ultimoEn
        ? {
            semana: f.ultimoSemana,
            creditos: Number(f.ultimoCreditos ?? 0),
            pagado_por: f.ultimoPor ?? null,
            pagado_en: f.ultimoEn.toISOString(),
          }
        : null,
  };
}
