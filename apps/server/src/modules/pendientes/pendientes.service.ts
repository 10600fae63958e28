import { esAdministracion, NIVEL_DUENO } from '@mchabbo/shared/niveles/niveles';
import { PENDIENTES_POR_GRUPO, type Pendientes } from '@mchabbo/shared/pendientes/contratos';
import { ahora, type Ctx } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { ajustesVigentes } from '../ajustes/ajustes.service';
import { huecos } from '../aperturas/aperturas.service';
import { pendientes as deCapacitaciones } from '../capacitaciones/capacitaciones.service';
import { listar as listarAusencias } from '../ausencias/ausencias.service';
import { propuestos } from '../advertencias/advertencias.service';
import { listar as listarAscensos } from '../ascensos/ascensos.service';
import { pendientesDe as nombresPendientes } from '../cambio-nombre/cambio-nombre.service';
import { listar as listarClones } from '../clones/clones.service';
import { finSemanaActual, listar as listarPagos, semanaActual } from '../paga/paga.service';
import { listar as listarPeticiones } from '../tiempos/tiempos.peticiones';
import { sinVer as revisionSinVer } from '../revision/revision.service';
import { listar as listarTiempos } from '../tiempos/tiempos.service';

/** A group: how many, and the first few. */
function grupo<T>(todos: T[]) {
  return { total: todos.length, elementos: todos.slice(0, PENDIENTES_POR_GRUPO) };
}

/** A group's rows and the instant they may change with nothing written (the clock). */
interface Parte<T> {
  filas: T[];
  hasta: number;
}

/**
 * Open timers the caller may operate that started longer ago than the maximum shift, or
 * were paused as forgotten (docs/reglas.md, Pending work 26.2). With nothing written,
 * the group changes when another timer turns long or a shown running timer's minutes move.
 */
async function tiemposLargos(ctx: Ctx, usuario: Actor) {
  const { max_turno_horas } = await ajustesVigentes(ctx);
  const maximo = max_turno_horas * 3_600_000;
  const instante = ahora(ctx).getTime();
  const { tiempos } = await listarTiempos(ctx, usuario);
  const operables = tiempos.filter((t) => t.puede_operar);
  const esLargo = (t: (typeof operables)[number]) =>
    t.olvidado || Date.parse(t.iniciado_en) < instante - maximo;
  const largos = operables
    .filter(esLargo)
    .sort((a, b) => a.iniciado_en.localeCompare(b.iniciado_en));
  const seAlargan = operables
    .filter((t) => !esLargo(t))
    .map((t) => Date.parse(t.iniciado_en) + maximo);
  // `segundos` was counted a moment after `instante`: the next whole minute comes no sooner.
  const minutos = largos
    .slice(0, PENDIENTES_POR_GRUPO)
    .filter((t) => !t.pausado)
    .map((t) => instante + (59 - (t.segundos % 60)) * 1000);
  return {
    filas: largos.map((t) => ({
      id: t.id,
      usuario: t.usuario,
      encargado: t.encargado,
      iniciado_en: t.iniciado_en,
      tiempo: t.tiempoTranscurrido,
      olvidado: t.olvidado,
    })),
    hasta: Math.min(...seAlargan, ...minutos),
  };
}

/** Requests to be timed the caller may attend (Time requests 25.2), oldest first, until one expires. */
async function peticionesEnEspera(ctx: Ctx, usuario: Actor) {
  const { peticiones } = await listarPeticiones(ctx, usuario);
  const atendibles = peticiones.filter((p) => p.puede_atender);
  return {
    filas: atendibles.map((p) => ({ id: p.id, usuario: p.usuario, creada_en: p.creada_en })),
    hasta: Math.min(...atendibles.map((p) => Date.parse(p.expira_en))),
  };
}

/**
 * Unpaid entries with credits of ended pay weeks that the caller may pay, oldest first,
 * until the current week ends.
 */
async function pagosAtrasados(ctx: Ctx, usuario: Actor) {
  const [actual, fin] = await Promise.all([semanaActual(ctx), finSemanaActual(ctx)]);
  const { resultados } = await listarPagos(ctx, usuario);
  return {
    filas: resultados
      .filter((p) => p.puede_pagar && p.creditos > 0 && p.semana < actual)
      .sort((a, b) => a.semana.localeCompare(b.semana) || a.usuario.localeCompare(b.usuario))
      .map((p) => ({ id: p.id, usuario: p.usuario, semana: p.semana, creditos: p.creditos })),
    hasta: fin.getTime(),
  };
}

/** People proposed for dismissal the caller may act on, until a warning of theirs stops being active. */
async function propuestosDeDespido(ctx: Ctx, usuario: Actor) {
  const { propuestos: filas, caducaEn } = await propuestos(ctx, usuario);
  return {
    filas: filas.map((p) => ({
      usuario: p.usuario,
      rango: p.rango,
      advertencias: p.advertencias_activas,
    })),
    hasta: caducaEn?.getTime() ?? Infinity,
  };
}

/** A group the clock does not move. */
const fijo = async <T>(filas: Promise<T[]>): Promise<Parte<T>> => ({
  filas: await filas,
  hasta: Infinity,
});
const vacio: Parte<never> = { filas: [], hasta: Infinity };

/** Pending leave requests the caller may decide, soonest first. */
async function ausenciasPendientes(ctx: Ctx, usuario: Actor) {
  const { ausencias } = await listarAusencias(ctx, usuario);
  return ausencias
    .filter((a) => a.puede_decidir)
    .sort((a, b) => a.desde.localeCompare(b.desde) || a.id - b.id)
    .map((a) => ({ id: a.id, usuario: a.usuario, desde: a.desde, hasta: a.hasta }));
}

/** Proposed promotions the caller may decide (Promotions 28.4), oldest first. */
async function ascensosPendientes(ctx: Ctx, usuario: Actor) {
  const { ascensos } = await listarAscensos(ctx, usuario);
  return ascensos
    .filter((a) => a.puede_decidir)
    .sort((a, b) => a.creado_en.localeCompare(b.creado_en) || a.id - b.id)
    .map((a) => ({
      id: a.id,
      usuario: a.usuario,
      rango: a.propuesto.rango,
      mision: a.propuesto.mision,
      propuesto_por: a.propuesto_por,
      creado_en: a.creado_en,
    }));
}

/** Accounts of lower rank sharing an IP whose rows nobody has allowed yet, by name. */
async function clonesSinRevisar(ctx: Ctx, usuario: Actor) {
  const porCuenta = new Map<string, string[]>();
  for (const c of await listarClones(ctx, usuario)) {
    if (c.permitido || c.usuario.username === usuario.username) continue;
    porCuenta.set(c.usuario.username, [...(porCuenta.get(c.usuario.username) ?? []), c.ip_address]);
  }
  return [...porCuenta]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([nombre, ips]) => ({ usuario: nombre, ips }));
}

/**
 * What waits for the caller (docs/reglas.md, Pending work): timekeepers see long and
 * forgotten timers (and requests to be timed); administration also name changes, leave,
 * unpaid past weeks, people proposed for dismissal, clones, promotions to decide,
 * people the Habbo roster check flagged since Revisión last showed them; trainers the
 * bookings of their next slots, administration trained people without a rank. Each group counts only
 * what the caller may act on. `vigenteHasta`: the first instant the answer may change
 * with nothing written (a timer turns long or its shown minutes move, a request expires,
 * the pay week ends, a warning stops being active), for the kept answer; null if none.
 */
export async function pendientes(
  ctx: Ctx,
  usuario: Actor,
): Promise<{ pendientes: Pendientes; vigenteHasta: Date | null }> {
  const admin = esAdministracion(usuario.nivel);
  const partes = await Promise.all([
    peticionesEnEspera(ctx, usuario),
    tiemposLargos(ctx, usuario),
    fijo(nombresPendientes(ctx, usuario)),
    admin ? fijo(ausenciasPendientes(ctx, usuario)) : vacio,
    admin ? pagosAtrasados(ctx, usuario) : vacio,
    admin ? propuestosDeDespido(ctx, usuario) : vacio,
    admin ? fijo(clonesSinRevisar(ctx, usuario)) : vacio,
    admin ? fijo(ascensosPendientes(ctx, usuario)) : vacio,
    // Managers (1–3) open the restaurant: the owner signs up to no opening (Openings 34.6).
    usuario.nivel === NIVEL_DUENO ? vacio : huecos(ctx.db, ahora(ctx)),
    // Flags appear as the clock passes (absences): never kept past the next minute.
    admin
      ? revisionSinVer(ctx).then((filas) => ({ filas, hasta: ahora(ctx).getTime() + 60_000 }))
      : vacio,
    deCapacitaciones(ctx, usuario),
  ]);
  const [
    peticiones,
    tiempos,
    nombres,
    ausencias,
    pagos,
    despido,
    clones,
    ascensos,
    aperturas,
    revision,
    capacitaciones,
  ] = partes;
  const hasta = Math.min(...partes.map((p) => p.hasta));
  return {
    pendientes: {
      nombres: grupo(nombres.filas),
      ausencias: grupo(ausencias.filas),
      pagos: grupo(pagos.filas),
      tiempos_largos: grupo(tiempos.filas),
      propuestos_despido: grupo(despido.filas),
      clones: grupo(clones.filas),
      peticiones: grupo(peticiones.filas),
      ascensos: grupo(ascensos.filas),
      aperturas: grupo(aperturas.filas),
      revision: grupo(revision.filas),
      capacitaciones: grupo(capacitaciones.filas),
    },
    vigenteHasta: Number.isFinite(hasta) ? new Date(hasta) : null,
  };
}
