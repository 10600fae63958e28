import { formatearDuracion } from '@mchabbo/shared/comun/duracion';
import { inicioSemanaPaga, semanaAnterior } from '@mchabbo/shared/paga/reglas';
import type { Destacados } from '@mchabbo/shared/publico/contratos';
import { ahora, type Ctx } from '../../lib/context';
import { leerAjustes } from '../ajustes/ajustes.service';
import { cronometradoresDeLaSemana, trabajadorDeLaSemana } from './publico.repository';

/** The Monday (`YYYY-MM-DD`) of the week a calendar date falls in. */
function lunesDe(fecha: string): string {
  const dia = new Date(`${fecha}T00:00:00Z`);
  const desdeLunes = (dia.getUTCDay() + 6) % 7;
  return new Date(dia.getTime() - desdeLunes * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The worker of the week and the managers who confirmed most shifts (docs/reglas.md,
 * Worker of the week): of the pay week holding `fecha`, by default the last closed one.
 */
export async function destacados(ctx: Ctx, fecha?: string): Promise<Destacados> {
  let semana: string;
  if (fecha) semana = lunesDe(fecha);
  else {
    const { zona_horaria } = await leerAjustes(ctx.db);
    semana = semanaAnterior(inicioSemanaPaga(ahora(ctx), zona_horaria));
  }
  const [mejor, cronometradores] = await Promise.all([
    trabajadorDeLaSemana(ctx.db, semana),
    cronometradoresDeLaSemana(ctx.db, semana),
  ]);
  const trabajador = mejor
    ? {
        nameUser: mejor.nameUser,
        rango: mejor.rango,
        horas: Math.round(Number(mejor.segundos) / 360) / 10,
        tiempo: formatearDuracion(Number(mejor.segundos)),
        habbo_avatar_url: mejor.habbo_avatar_url,
      }
    : null;
  return { semana, trabajador, cronometradores };
}
