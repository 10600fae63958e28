import {
  CIFRAS_INFORME,
  cifraMarcada,
  mediana,
  type CifraInforme,
  type Informe,
} from '@mchabbo/shared/encargados/contratos';
import { finSemanaPaga, inicioSemanaPaga } from '@mchabbo/shared/paga/reglas';
import { ahora, type Ctx } from '../../lib/context';
import { leerAjustes } from '../ajustes/ajustes.service';
import { ventanasAbiertas } from '../aperturas/aperturas.service';
import { sesionesPorInstructor } from '../capacitaciones/capacitaciones.service';
import * as repo from './encargados.repository';

type Cifras = Record<CifraInforme, number>;

/** The Monday (`YYYY-MM-DD`) of the week a calendar date falls in. */
function lunesDe(fecha: string): string {
  const dia = new Date(`${fecha}T00:00:00Z`);
  const desdeLunes = (dia.getUTCDay() + 6) % 7;
  return new Date(dia.getTime() - desdeLunes * 86_400_000).toISOString().slice(0, 10);
}

/** The Monday before `semana`'s, at local midnight: the instant the week starts. */
function inicioDe(semana: string, zona: string): Date {
  const anterior = new Date(Date.parse(`${semana}T00:00:00Z`) - 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return finSemanaPaga(anterior, zona);
}

const vacias = (): Cifras => Object.fromEntries(CIFRAS_INFORME.map((c) => [c, 0])) as Cifras;

/**
 * The managers' report of one pay week (docs/reglas.md, Managers' report): per
 * timekeeper who timed or confirmed a shift that week (or undid a confirmation), their
 * figures, the median of all of them for each figure and the figures above twice it.
 */
export async function informe(ctx: Ctx, fecha?: string): Promise<Informe> {
  const { zona_horaria } = await leerAjustes(ctx.db);
  const semana = fecha ? lunesDe(fecha) : inicioSemanaPaga(ahora(ctx), zona_horaria);
  const desde = inicioDe(semana, zona_horaria);
  const hasta = finSemanaPaga(semana, zona_horaria);
  const [cronometrados, confirmaciones, deshechas, ventanas, capacitaciones] = await Promise.all([
    repo.cronometradosPorEncargado(ctx.db, desde, hasta),
    repo.confirmacionesDeLaSemana(ctx.db, semana),
    repo.deshechasPorActor(ctx.db, desde, hasta),
    ventanasAbiertas(ctx.db, desde, hasta),
    sesionesPorInstructor(ctx.db, desde, hasta),
  ]);
  // Confirmations outside every opening of the schedule (docs/reglas.md, Managers' report 30.3).
  const abierto = (en: Date) => ventanas.some(([de, a]) => en.getTime() >= de && en.getTime() < a);
  const porId = new Map<number, Cifras>();
  const de = (id: number) => {
    let c = porId.get(id);
    if (!c) porId.set(id, (c = vacias()));
    return c;
  };
  const longitudes = new Map<number, number[]>();
  for (const f of cronometrados) if (f.id !== null) de(f.id).turnos_cronometrados = Number(f.n);
  for (const f of deshechas) if (f.id !== null) de(f.id).confirmaciones_deshechas = Number(f.n);
  for (const f of confirmaciones) {
    if (f.por === null) continue;
    const c = de(f.por);
    c.turnos_confirmados++;
    if (f.estado === 'anulado') c.confirmaciones_anuladas++;
    else {
      const s = Number(f.segundos ?? 0);
      c.horas_confirmadas += s;
      const propias = longitudes.get(f.por);
      if (propias) propias.push(s);
      else longitudes.set(f.por, [s]);
    }
    if (f.mismaIp) c.misma_ip++;
    if (f.en && !abierto(f.en)) c.fuera_de_horario++;
    // Only a worker Habbo showed offline counts; unknown never does (Habbo roster 35.9).
    if (f.enHotel === false) c.sin_conexion++;
  }
  for (const [id, c] of porId) {
    c.horas_confirmadas = Math.round(c.horas_confirmadas / 360) / 10;
    c.mediana_turno_minutos = Math.round(mediana(longitudes.get(id) ?? []) / 60);
  }
  const medianas = Object.fromEntries(
    CIFRAS_INFORME.map((k) => [k, mediana([...porId.values()].map((c) => c[k]))]),
  ) as Cifras;
  const nombres = new Map((await repo.personas(ctx.db, [...porId.keys()])).map((p) => [p.id, p]));
  const encargados = [...porId].map(([id, cifras]) => ({
    usuario: nombres.get(id)?.usuario ?? `#${id}`,
    rango: nombres.get(id)?.rango ?? null,
    cifras,
    marcas: CIFRAS_INFORME.filter((k) => cifraMarcada(cifras[k], medianas[k])),
  }));
  // The flagged first (most flags first), then by name.
  encargados.sort(
    (a, b) =>
      b.marcas.length - a.marcas.length ||
      a.usuario.localeCompare(b.usuario, 'es', { sensitivity: 'base' }),
  );
  return { semana, medianas, encargados, capacitaciones };
}
