import {
  esAdministracion,
  esCronometrador,
  NIVEL_DUENO,
  puedeActuarSobre,
} from '@mchabbo/shared/niveles/niveles';
import { formatearDuracion } from '@mchabbo/shared/comun/duracion';
import { finSemanaPaga, semanaAnterior } from '@mchabbo/shared/paga/reglas';
import { segundosTranscurridos } from '@mchabbo/shared/tiempos/cronometro';
import {
  MENSAJES_HISTORIAL as M,
  TAMANO_PAGINA,
  type AnularBody,
  type EventoTiempo,
  type HistorialQuery,
  type TurnoHistorial,
} from '@mchabbo/shared/tiempos/historial';
import { bloquearPersonas, persona } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { finDiaLocal, inicioDiaLocal } from '../../lib/dias';
import { conflicto, noEncontrado, prohibido } from '../../lib/errors';
import { fechaCelda, horaLocal, type ColumnaXlsx, type LibroXlsx } from '../../lib/xlsx';
import type { Actor } from '../../lib/actor';
import { ajustesVigentes } from '../ajustes/ajustes.service';
import { entradaSinPagar, recalcularSemana } from '../paga/paga.turnos';
import * as repo from './tiempos.historial.repository';
import { registrarEventos } from './tiempos.repository';

/** The most rows one spreadsheet of the history holds. */
const MAXIMO_XLSX = 10_000;
/** How many rows a spreadsheet reads at a time (docs/reglas.md, History and corrections 22.7). */
const LOTE_XLSX = 100;

/** What the caller may see of the history (docs/reglas.md, History and corrections). */
function vistaDe(u: Actor): repo.Vista {
  return {
    id: u.id,
    nivel: u.nivel,
    debajo: esCronometrador(u.nivel),
    todo: u.nivel === NIVEL_DUENO,
  };
}

/** Whether the caller may see the shifts of this person at all. */
function puedeVerA(u: Actor, p: { id: number; nivel: number }) {
  if (p.id === u.id || u.nivel === NIVEL_DUENO) return true;
  return esCronometrador(u.nivel) && p.nivel > u.nivel;
}

/** Whether the caller may void a shift of this worker (administration, over a lower rank). */
function puedeAnular(u: Actor, trabajador: { id: number; nivel: number }) {
  return esAdministracion(u.nivel) && puedeActuarSobre(u, trabajador);
}

/**
 * The person a filter names, when the caller may see them. Only the owner, who sees
 * everyone, is told that a name does not exist: anyone else gets the same 403 for an
 * unknown name as for a person they may not see, so the history never tells them who
 * exists (docs/reglas.md, History and corrections 22.1).
 */
async function personaVisible(ctx: Ctx, u: Actor, nombre: string | undefined) {
  if (nombre === undefined) return undefined;
  const p = await repo.personaPorNombre(ctx.db, nombre);
  if (!p && u.nivel === NIVEL_DUENO) throw noEncontrado(M.usuarioNoExiste);
  if (!p || !puedeVerA(u, p)) throw prohibido(M.noPuedesVer);
  return p.id;
}

function presentar(f: repo.FilaHistorial, u: Actor): TurnoHistorial {
  const segundos =
    f.segundosConfirmados ??
    segundosTranscurridos(
      {
        iniciadoEn: f.iniciadoEn.getTime(),
        pausadoDesde: (f.pausadoDesde ?? f.canceladoEn ?? f.iniciadoEn).getTime(),
        segundosPausados: f.segundosPausados,
        ajusteSegundos: f.ajusteSegundos,
      },
      (f.canceladoEn ?? f.iniciadoEn).getTime(),
    );
  return {
    id: f.id,
    usuario: f.usuario,
    usuario_id: f.usuarioId,
    encargado: f.encargado,
    confirmado_por: f.confirmadoPor,
    rango: f.rango,
    mision: f.mision,
    iniciado_en: f.iniciadoEn.toISOString(),
    confirmado_en: f.confirmadoEn?.toISOString() ?? null,
    segundos_confirmados: f.segundosConfirmados,
    tiempo: formatearDuracion(segundos),
    creditos: f.creditos,
    bono_semanal: f.bonoSemanal,
    semana: f.semana,
    estado: f.estado as TurnoHistorial['estado'],
    pagado: f.pagado,
    requisito_hrs: f.requisitoHrs,
    requisito_times: f.requisitoTimes,
    anulado_por: f.anuladoPor,
    anulado_en: f.anuladoEn?.toISOString() ?? null,
    motivo: f.motivo,
    puede_anular:
      f.estado === 'confirmado' &&
      !f.pagado &&
      puedeAnular(u, { id: f.usuarioId, nivel: f.usuarioNivel }),
  };
}

async function filtro(ctx: Ctx, u: Actor, q: HistorialQuery) {
  const { zona_horaria } = await ajustesVigentes(ctx);
  const filtro: repo.FiltroHistorial = {
    usuarioId: await personaVisible(ctx, u, q.usuario),
    encargadoId: await personaVisible(ctx, u, q.encargado),
    desde: q.desde === undefined ? undefined : inicioDiaLocal(q.desde, zona_horaria),
    hasta: q.hasta === undefined ? undefined : finDiaLocal(q.hasta, zona_horaria),
    cursor: q.cursor,
  };
  if (q.semana) {
    filtro.semana = {
      lunes: q.semana,
      inicio: finSemanaPaga(semanaAnterior(q.semana), zona_horaria),
      fin: finSemanaPaga(q.semana, zona_horaria),
    };
  }
  return { filtro, zona_horaria };
}

/**
 * The shift history, newest first, 50 a page: the caller's own shifts, and for a
 * timekeeper those they ran and those of lower ranks; the owner's, everyone's.
 */
export async function historial(ctx: Ctx, u: Actor, q: HistorialQuery) {
  const { filtro: f } = await filtro(ctx, u, q);
  const filas = await repo.listarHistorial(ctx.db, vistaDe(u), f, TAMANO_PAGINA);
  const pagina = filas.slice(0, TAMANO_PAGINA);
  return {
    turnos: pagina.map((fila) => presentar(fila, u)),
    siguiente: filas.length > TAMANO_PAGINA ? (pagina.at(-1)?.id ?? null) : null,
  };
}

const ESTADOS: Record<TurnoHistorial['estado'], string> = {
  confirmado: 'Confirmado',
  anulado: 'Anulado',
  cancelado: 'Cancelado',
};

/**
 * The history with the same filters as a spreadsheet (every page, up to 10 000 shifts),
 * read 500 rows at a time by id as the pages of the list are (keyset: each read starts
 * below the last id written). The filters are checked here, before anything is sent.
 */
export async function historialXlsx(
  ctx: Ctx,
  u: Actor,
  q: HistorialQuery,
): Promise<LibroXlsx<{ fila: repo.FilaHistorial; t: TurnoHistorial }>> {
  const { filtro: f, zona_horaria } = await filtro(ctx, u, q);
  const vista = vistaDe(u);
  async function* paginas() {
    let cursor = f.cursor;
    let quedan = MAXIMO_XLSX;
    while (quedan > 0) {
      const lote = Math.min(LOTE_XLSX, quedan);
      // `lote` rows and one more, which tells whether another page follows.
      const filas = await repo.listarHistorial(ctx.db, vista, { ...f, cursor }, lote);
      const pagina = filas.slice(0, lote);
      yield pagina.map((fila) => ({ fila, t: presentar(fila, u) }));
      quedan -= pagina.length;
      const ultima = pagina.at(-1);
      if (filas.length <= pagina.length || !ultima) return;
      cursor = ultima.id;
    }
  }
  const hora = (d: Date | null) => (d ? horaLocal(d, zona_horaria) : null);
  type T = { fila: repo.FilaHistorial; t: TurnoHistorial };
  const columnas: ColumnaXlsx<T>[] = [
    { titulo: 'Usuario', valor: ({ t }) => t.usuario, ancho: 18 },
    { titulo: 'Encargado', valor: ({ t }) => t.encargado, ancho: 18 },
    { titulo: 'Confirmado por', valor: ({ t }) => t.confirmado_por, ancho: 18 },
    { titulo: 'Rango', valor: ({ t }) => t.rango, ancho: 16 },
    { titulo: 'Misión', valor: ({ t }) => t.mision, ancho: 24 },
    { titulo: 'Inicio', valor: ({ fila }) => hora(fila.iniciadoEn), tipo: 'fechaHora', ancho: 18 },
    {
      titulo: 'Confirmado',
      valor: ({ fila }) => hora(fila.confirmadoEn),
      tipo: 'fechaHora',
      ancho: 18,
    },
    {
      titulo: 'Horas',
      valor: ({ t }) =>
        t.segundos_confirmados === null
          ? null
          : Math.round((t.segundos_confirmados / 3600) * 100) / 100,
      tipo: 'numero',
      total: true,
    },
    { titulo: 'Créditos', valor: ({ t }) => t.creditos, tipo: 'numero', total: true },
    { titulo: 'Pago semanal', valor: ({ t }) => t.bono_semanal, tipo: 'numero', total: true },
    { titulo: 'Semana', valor: ({ t }) => fechaCelda(t.semana), tipo: 'fecha' },
    { titulo: 'Estado', valor: ({ t }) => ESTADOS[t.estado] },
    { titulo: 'Pagado', valor: ({ t }) => (t.pagado ? 'Sí' : 'No') },
    { titulo: 'Motivo', valor: ({ t }) => t.motivo, ancho: 30 },
  ];
  return { hoja: 'Historial', columnas, paginas };
}

/** Whether the caller may read this timer's story. */
function puedeVerTiempo(
  u: Actor,
  t: { usuarioId: number; encargadoId: number | null; usuarioNivel: number },
) {
  if (puedeVerA(u, { id: t.usuarioId, nivel: t.usuarioNivel })) return true;
  return esCronometrador(u.nivel) && t.encargadoId === u.id;
}

const comoObjeto = (v: unknown) =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/** One timer's story, oldest first: every change, and its payment when paid. */
export async function eventos(ctx: Ctx, u: Actor, id: number) {
  const t = await repo.duenosDe(ctx.db, id);
  // As for names (personaVisible): a missing timer answers like one the caller may not see.
  if (!t && u.nivel === NIVEL_DUENO) throw noEncontrado(M.noExiste);
  if (!t || !puedeVerTiempo(u, t)) throw prohibido(M.noPuedesVer);
  const filas = await repo.eventosDe(ctx.db, id);
  const lista: EventoTiempo[] = filas.map((e) => ({
    accion: e.accion,
    actor: e.actor,
    creado_en: e.creadoEn.toISOString(),
    antes: comoObjeto(e.antes),
    despues: comoObjeto(e.despues),
    motivo: e.motivo,
  }));
  if (t.pagado && t.pagadoEn) {
    lista.push({
      accion: 'pagar',
      actor: t.pagadoPor,
      creado_en: t.pagadoEn.toISOString(),
      antes: null,
      despues: { pagado: true, creditos: t.creditosPagados, semana: t.semana },
      motivo: null,
    });
    lista.sort((a, b) => a.creado_en.localeCompare(b.creado_en));
  }
  return { eventos: lista };
}

/**
 * Anular: the administration voids a confirmed shift of a lower rank, with a reason.
 * In one transaction the shift becomes `anulado`, its pay leaves the week's entry and
 * the weekly pay is decided again. A shift whose entry is paid stays (409).
 */
export async function anular(ctx: Ctx, u: Actor, datos: AnularBody) {
  await ctx.db.transaction(async (tx) => {
    const { actor, personas } = await bloquearPersonas(tx, u, { tiempo: datos.id });
    // People, then timers (this shift and its week's), then the pay entry (docs/desarrollo.md, Locks).
    await repo.bloquearTurnoYSuSemana(tx, datos.id, false);
    const t = await repo.bloquearTurno(tx, datos.id);
    if (!t) throw noEncontrado(M.noExiste);
    if (t.usuarioId === actor.id) throw prohibido(M.propio);
    const trabajador = persona(personas, t.usuarioId, M.noExiste);
    if (!puedeAnular(actor, trabajador)) throw prohibido(M.rangoInferior);
    if (t.estado === 'anulado') throw conflicto(M.yaAnulado);
    if (t.estado !== 'confirmado' || t.pagoId === null || t.semana === null) {
      throw conflicto(M.noConfirmado);
    }
    if ((await entradaSinPagar(tx, t.pagoId)) === false) throw conflicto(M.pagado);

    const instante = ahora(ctx);
    await repo.marcarAnulado(tx, t.id, { actorId: actor.id, instante, motivo: datos.motivo });
    await repo.restarDelTotal(tx, t.usuarioId, t.segundosConfirmados ?? 0);
    const bonos = await recalcularSemana(tx, t.usuarioId, t.semana);
    const antes = {
      estado: 'confirmado',
      creditos: t.creditos,
      bono_semanal: t.bonoSemanal,
      segundos_confirmados: t.segundosConfirmados,
      semana: t.semana,
      mision: t.mision,
      rango: t.rango,
    };
    const despues = {
      estado: 'anulado',
      creditos: 0,
      bono_semanal: 0,
      segundos_confirmados: t.segundosConfirmados,
      semana: t.semana,
      mision: t.mision,
      rango: t.rango,
      pago_semanal_movido: bonos.map((b) => ({
        tiempo_id: b.id,
        antes: b.antes,
        despues: b.despues,
      })),
    };
    await registrarEventos(
      tx,
      [
        {
          tiempoId: t.id,
          actorId: actor.id,
          accion: 'anular',
          antes,
          despues,
          motivo: datos.motivo,
          creadoEn: instante,
        },
        ...bonos.map((b) => ({
          tiempoId: b.id,
          actorId: actor.id,
          accion: 'recalcular',
          antes: { bono_semanal: b.antes },
          despues: { bono_semanal: b.despues, anulado_id: t.id },
          motivo: datos.motivo,
          creadoEn: instante,
        })),
      ],
      { accion: 'anular', id: t.id, usuarios: [t.usuarioId] },
    );
    await ctx.eventos.emitir(tx, 'tiempo.anulado', {
      tiempoId: t.id,
      accion: 'anular',
      actorId: actor.id,
      usuarioId: t.usuarioId,
      encargadoId: t.encargadoId,
      instante,
      antes,
      despues,
      segundos: t.segundosConfirmados ?? 0,
      motivo: datos.motivo,
      semana: t.semana,
      pagoId: t.pagoId,
    });
  });
  const [fila] = await repo.listarHistorial(ctx.db, vistaDe(u), { id: datos.id }, 1);
  if (!fila) throw noEncontrado(M.noExiste);
  return { message: M.anulado, turno: presentar(fila, u) };
}
