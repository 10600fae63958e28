import { diasEntre, requisitoCumplido } from '@mchabbo/shared/actividad/reglas';
import type { Actividad } from '@mchabbo/shared/actividad/contratos';
import { diaLocal, finDiaLocal, inicioSemanaPaga } from '@mchabbo/shared/paga/reglas';
import { ahora, type Ctx } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { activasPorPersona } from '../advertencias/advertencias.service';
import { ajustesVigentes } from '../ajustes/ajustes.service';
import { personasDeAusencia } from '../ausencias/ausencias.service';
import * as repo from './actividad.repository';

const instanteDe = (segundos: number | null) =>
  segundos === null ? null : new Date(Number(segundos) * 1000);

const DIA_MS = 86_400_000;

/**
 * The activity of the staff the caller may act on (docs/reglas.md, Activity): inactive
 * after `dias_inactividad` days without a confirmed shift (counted from the later of
 * the last shift and the day they got their post), unless on leave. With it, the first
 * instant the list would read otherwise while the database stays as it is: someone's
 * day count moves, a new local day starts (leave, the pay week) or a warning stops
 * being active.
 */
export async function actividad(
  ctx: Ctx,
  usuario: Actor,
): Promise<{ actividad: Actividad; vigenteHasta: Date }> {
  const instante = ahora(ctx);
  const { zona_horaria, dias_inactividad } = await ajustesVigentes(ctx);
  const semana = inicioSemanaPaga(instante, zona_horaria);
  const [filas, deAusencia, advertencias] = await Promise.all([
    repo.personasConTurnos(ctx.db, usuario, semana),
    personasDeAusencia(ctx.db, diaLocal(instante, zona_horaria)),
    activasPorPersona(ctx.db, instante),
  ]);
  let vigenteHasta = Math.min(
    finDiaLocal(instante, zona_horaria).getTime(),
    advertencias.caducaEn?.getTime() ?? Infinity,
  );
  const personas = filas.map((f) => {
    const ultimo = instanteDe(f.ultimoTurno);
    const cambio = instanteDe(f.ultimoCambio);
    const desde = [ultimo, cambio].reduce<Date>(
      (a, b) => (b && b > a ? b : a),
      ultimo ?? cambio ?? f.registro,
    );
    const dias = diasEntre(desde, instante);
    vigenteHasta = Math.min(vigenteHasta, desde.getTime() + (dias + 1) * DIA_MS);
    const turnos = (f.turnosSemana ?? []).map(Number);
    const segundos = turnos.reduce((a, b) => a + b, 0);
    const ausente = deAusencia.has(f.id);
    return {
      usuario: f.usuario,
      rango: f.rango,
      ultimo_turno: ultimo?.toISOString() ?? null,
      dias_sin_turno: dias,
      horas_semana: Math.round(segundos / 360) / 10,
      requisito_cumplido: requisitoCumplido(turnos, {
        requisito_hrs: f.requisito_hrs ?? '0',
        requisito_times: f.requisito_times ?? '0',
      }),
      de_ausencia: ausente,
      advertencias_activas: advertencias.porPersona.get(f.id) ?? 0,
      inactivo: !ausente && dias >= dias_inactividad,
    };
  });
  return {
    actividad: { semana, dias_inactividad, personas },
    vigenteHasta: new Date(vigenteHasta),
  };
}
