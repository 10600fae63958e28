import {
  AREAS_ESTADISTICAS,
  SEMANAS_COBERTURA,
  type AreaEstadisticas,
  type Estadisticas,
} from '@mchabbo/shared/estadisticas/contratos';
import { RANGOS } from '@mchabbo/shared/misiones/catalogo';
import { finSemanaPaga, inicioSemanaPaga, semanaAnterior } from '@mchabbo/shared/paga/reglas';
import { ahora, type Ctx } from '../../lib/context';
import { ajustesVigentes } from '../ajustes/ajustes.service';
import { aperturasPasadas } from '../aperturas/aperturas.service';
import { actividadEntre } from '../capacitaciones/capacitaciones.service';
import * as repo from './estadisticas.repository';

const AREA_DE_RANGO = new Map<string, AreaEstadisticas>(RANGOS.map((r) => [r.nombre, r.area]));
const DIA_MS = 86_400_000;

/** The `n` pay weeks (Mondays) ending with `ultima`, oldest first. */
function semanasHasta(ultima: string, n: number): string[] {
  const semanas = [ultima];
  while (semanas.length < n) semanas.unshift(semanaAnterior(semanas[0] ?? ultima));
  return semanas;
}

/** The instant a pay week starts: the end of the week before. */
const inicioDe = (semana: string, zona: string) => finSemanaPaga(semanaAnterior(semana), zona);

const decimales = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/**
 * The series of the statistics page (docs/reglas.md, Statistics 29.2–29.5), for the `n`
 * pay weeks ending with the current one.
 */
export async function estadisticas(ctx: Ctx, n: number): Promise<Estadisticas> {
  const { zona_horaria: zona } = await ajustesVigentes(ctx);
  const actual = inicioSemanaPaga(ahora(ctx), zona);
  const semanas = semanasHasta(actual, n);
  const primera = semanas[0] ?? actual;
  // The coverage: the last complete weeks; the waits: those and the current one.
  const desdeCobertura = inicioDe(semanasHasta(actual, SEMANAS_COBERTURA + 1)[0] ?? actual, zona);
  const hastaCobertura = inicioDe(actual, zona);
  const finActual = finSemanaPaga(actual, zona);
  const [horas, celdas, creditos, esperas, aperturas, capacitaciones] = await Promise.all([
    repo.segundosPorSemanaYRango(ctx.db, primera),
    repo.segundosPorDiaYHora(ctx.db, desdeCobertura, hastaCobertura, zona),
    repo.creditosPorSemana(ctx.db, primera),
    repo.esperaPorDia(ctx.db, desdeCobertura, finActual, zona),
    aperturasPasadas(ctx.db, desdeCobertura, ahora(ctx)),
    actividadEntre(ctx.db, inicioDe(primera, zona), finActual),
  ]);
  const porSemanaDe = (instantes: Date[]) => {
    const cuenta = new Map<string, number>();
    for (const en of instantes) {
      const s = inicioSemanaPaga(en, zona);
      cuenta.set(s, (cuenta.get(s) ?? 0) + 1);
    }
    return cuenta;
  };
  const sesionesDe = porSemanaDe(capacitaciones.sesiones);
  const aprobadosDe = porSemanaDe(capacitaciones.aprobados);
  const ventanas = new Map(
    (await repo.porVentana(ctx.db, aperturas)).map((v) => [Number(v.inicio), v]),
  );

  const porSemana = new Map(
    semanas.map((s) => [
      s,
      Object.fromEntries(AREAS_ESTADISTICAS.map((a) => [a, 0])) as Record<AreaEstadisticas, number>,
    ]),
  );
  for (const f of horas) {
    const fila = porSemana.get(f.semana);
    if (fila) fila[AREA_DE_RANGO.get(f.rango ?? '') ?? 'direccion'] += Number(f.segundos);
  }
  const cobertura = Array.from({ length: 7 }, () => Array<number>(24).fill(0));
  for (const f of celdas) {
    const dia = cobertura[Number(f.dia) - 1];
    if (dia) dia[Number(f.hora)] = decimales(Number(f.segundos) / 3600 / SEMANAS_COBERTURA, 2);
  }
  const creditosDe = new Map(creditos.map((c) => [c.semana, c]));
  const esperaDe = new Map(esperas.map((e) => [e.dia, e]));
  const primerDia = Date.parse(`${semanasHasta(actual, SEMANAS_COBERTURA + 1)[0]}T00:00:00Z`);
  const dias = Array.from({ length: (SEMANAS_COBERTURA + 1) * 7 }, (_, i) =>
    new Date(primerDia + i * DIA_MS).toISOString().slice(0, 10),
  );
  return {
    horas_por_area: semanas.map((semana) => {
      const fila = porSemana.get(semana)!;
      return {
        semana,
        ...(Object.fromEntries(
          AREAS_ESTADISTICAS.map((a) => [a, decimales(fila[a] / 3600, 1)]),
        ) as Record<AreaEstadisticas, number>),
      };
    }),
    cobertura: {
      desde: semanasHasta(actual, SEMANAS_COBERTURA + 1)[0] ?? actual,
      hasta: new Date(Date.parse(`${actual}T00:00:00Z`) - DIA_MS).toISOString().slice(0, 10),
      celdas: cobertura,
    },
    espera_peticiones: dias.map((dia) => {
      const e = esperaDe.get(dia);
      return {
        dia,
        mediana_minutos: e ? decimales(Number(e.mediana) / 60, 1) : null,
        peticiones: e ? Number(e.peticiones) : 0,
      };
    }),
    creditos_por_semana: semanas.map((semana) => ({
      semana,
      pagados: Number(creditosDe.get(semana)?.pagados ?? 0),
      pendientes: Number(creditosDe.get(semana)?.pendientes ?? 0),
    })),
    capacitaciones_por_semana: semanas.map((semana) => ({
      semana,
      sesiones: sesionesDe.get(semana) ?? 0,
      aprobados: aprobadosDe.get(semana) ?? 0,
    })),
    aperturas: aperturas.map((a) => {
      const v = ventanas.get(a.inicio.getTime());
      return {
        inicio: a.inicio.toISOString(),
        titulo: a.titulo,
        apuntados: a.apuntados,
        cronometraron: Number(v?.cronometraron ?? 0),
        mediana_espera_minutos:
          v?.mediana === null || v?.mediana === undefined
            ? null
            : decimales(Number(v.mediana) / 60, 1),
        peticiones: Number(v?.peticiones ?? 0),
      };
    }),
  };
}

/** When the current pay week ends: the series are kept no longer than that. */
export async function finSemana(ctx: Ctx) {
  const { zona_horaria } = await ajustesVigentes(ctx);
  return finSemanaPaga(inicioSemanaPaga(ahora(ctx), zona_horaria), zona_horaria);
}
