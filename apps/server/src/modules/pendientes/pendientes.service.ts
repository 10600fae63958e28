import { esAdministracion } from '@mchabbo/shared/niveles/niveles';
import { PENDIENTES_POR_GRUPO, type Pendientes } from '@mchabbo/shared/pendientes/contratos';
import { ahora, type Ctx } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { ajustesVigentes } from '../ajustes/ajustes.service';
import { listar as listarAusencias } from '../ausencias/ausencias.service';
import { propuestos } from '../advertencias/advertencias.service';
import { pendientesDe as nombresPendientes } from '../cambio-nombre/cambio-nombre.service';
import { listar as listarClones } from '../clones/clones.service';
import { listar as listarPagos, semanaActual } from '../paga/paga.service';
import { listar as listarPeticiones } from '../tiempos/tiempos.peticiones';
import { listar as listarTiempos } from '../tiempos/tiempos.service';

/** A group: how many, and the first few. */
function grupo<T>(todos: T[]) {
  return { total: todos.length, elementos: todos.slice(0, PENDIENTES_POR_GRUPO) };
}

/**
 * Open timers the caller may operate that started longer ago than the maximum shift, or
 * were paused as forgotten (docs/reglas.md, Pending work 26.2).
 */
async function tiemposLargos(ctx: Ctx, usuario: Actor) {
  const { max_turno_horas } = await ajustesVigentes(ctx, usuario.instantanea);
  const limite = ahora(ctx).getTime() - max_turno_horas * 3_600_000;
  const { tiempos } = await listarTiempos(ctx, usuario);
  return tiempos
    .filter((t) => t.puede_operar && (t.olvidado || Date.parse(t.iniciado_en) < limite))
    .sort((a, b) => a.iniciado_en.localeCompare(b.iniciado_en))
    .map((t) => ({
      id: t.id,
      usuario: t.usuario,
      encargado: t.encargado,
      iniciado_en: t.iniciado_en,
      tiempo: t.tiempoTranscurrido,
      olvidado: t.olvidado,
    }));
}

/** Requests to be timed the caller may attend (Time requests 25.2), oldest first. */
async function peticionesEnEspera(ctx: Ctx, usuario: Actor) {
  const { peticiones } = await listarPeticiones(ctx, usuario);
  return peticiones
    .filter((p) => p.puede_atender)
    .map((p) => ({ id: p.id, usuario: p.usuario, creada_en: p.creada_en }));
}

/** Unpaid entries with credits of ended pay weeks that the caller may pay, oldest first. */
async function pagosAtrasados(ctx: Ctx, usuario: Actor) {
  const actual = await semanaActual(ctx, usuario.instantanea);
  const { resultados } = await listarPagos(ctx, usuario);
  return resultados
    .filter((p) => p.puede_pagar && p.creditos > 0 && p.semana < actual)
    .sort((a, b) => a.semana.localeCompare(b.semana) || a.usuario.localeCompare(b.usuario))
    .map((p) => ({ id: p.id, usuario: p.usuario, semana: p.semana, creditos: p.creditos }));
}

/** Pending leave requests the caller may decide, soonest first. */
async function ausenciasPendientes(ctx: Ctx, usuario: Actor) {
  const { ausencias } = await listarAusencias(ctx, usuario);
  return ausencias
    .filter((a) => a.puede_decidir)
    .sort((a, b) => a.desde.localeCompare(b.desde) || a.id - b.id)
    .map((a) => ({ id: a.id, usuario: a.usuario, desde: a.desde, hasta: a.hasta }));
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
 * unpaid past weeks, people proposed for dismissal and clones. Each group counts only
 * what the caller may act on.
 */
export async function pendientes(ctx: Ctx, usuario: Actor): Promise<Pendientes> {
  const admin = esAdministracion(usuario.nivel);
  const [peticiones, tiempos, nombres, ausencias, pagos, despido, clones] = await Promise.all([
    peticionesEnEspera(ctx, usuario),
    tiemposLargos(ctx, usuario),
    nombresPendientes(ctx, usuario),
    admin ? ausenciasPendientes(ctx, usuario) : [],
    admin ? pagosAtrasados(ctx, usuario) : [],
    admin ? propuestos(ctx, usuario).then((p) => p.propuestos) : [],
    admin ? clonesSinRevisar(ctx, usuario) : [],
  ]);
  return {
    nombres: grupo(nombres),
    ausencias: grupo(ausencias),
    pagos: grupo(pagos),
    tiempos_largos: grupo(tiempos),
    propuestos_despido: grupo(
      despido.map((p) => ({
        usuario: p.usuario,
        rango: p.rango,
        advertencias: p.advertencias_activas,
      })),
    ),
    clones: grupo(clones),
    peticiones: grupo(peticiones),
  };
}
