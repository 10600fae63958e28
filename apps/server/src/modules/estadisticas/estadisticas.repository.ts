import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { peticionesTiempo } from '../../db/schema/peticiones-tiempo';

type Filas<T> = { rows: T[] };

async function filas<T>(db: Tx, consulta: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(consulta)) as unknown as Filas<T>).rows;
}

/** Confirmed seconds per pay week and rank (as stored with each shift) from `desde` on. */
export function segundosPorSemanaYRango(db: Tx, desde: string) {
  return filas<{ semana: string; rango: string | null; segundos: number }>(
    db,
    sql`select semana::text as semana, rango, sum(segundos_confirmados)::float8 as segundos
      from tiempos where estado = 'confirmado' and semana >= ${desde}
      group by semana, rango`,
  );
}

/**
 * Person-seconds on shift per local weekday (1 = Monday) and hour in [desde, hasta): a
 * confirmed shift counts from its start for its confirmed length, never past its
 * confirmation (docs/reglas.md, Statistics 29.3).
 */
export function segundosPorDiaYHora(db: Tx, desde: Date, hasta: Date, zona: string) {
  return filas<{ dia: number; hora: number; segundos: number }>(
    db,
    sql`with turnos as (
        select greatest(iniciado_en, ${desde.toISOString()}::timestamptz) as ini,
               least(confirmado_en, iniciado_en + segundos_confirmados * interval '1 second',
                     ${hasta.toISOString()}::timestamptz) as fin
          from tiempos
         where estado = 'confirmado' and iniciado_en < ${hasta.toISOString()}::timestamptz
           and confirmado_en > ${desde.toISOString()}::timestamptz
      ), horas as (
        select h, extract(epoch from least(fin, h + interval '1 hour') - greatest(ini, h)) as s
          from turnos, generate_series(date_trunc('hour', ini, ${zona}), fin, interval '1 hour') h
         where fin > ini
      )
      select extract(isodow from h at time zone ${zona})::int as dia,
             extract(hour from h at time zone ${zona})::int as hora,
             sum(s)::float8 as segundos
        from horas where s > 0 group by 1, 2`,
  );
}

/** Credits per pay week from `desde` on: frozen in paid entries, and those of open entries. */
export function creditosPorSemana(db: Tx, desde: string) {
  return filas<{ semana: string; pagados: number; pendientes: number }>(
    db,
    sql`select semana, sum(pagados)::float8 as pagados, sum(pendientes)::float8 as pendientes from (
        select semana::text as semana, coalesce(creditos, 0) as pagados, 0 as pendientes
          from pagos where pagado and semana >= ${desde}
        union all
        select t.semana::text, 0, coalesce(t.creditos, 0) + t.bono_semanal
          from tiempos t join pagos p on p.id = t.pago_id
         where t.estado = 'confirmado' and not p.pagado and t.semana >= ${desde}
      ) c group by semana`,
  );
}

/**
 * The median wait (seconds) of the requests to be timed attended each local day in
 * [desde, hasta), and how many (docs/reglas.md, Statistics 29.4).
 */
export function esperaPorDia(db: Tx, desde: Date, hasta: Date, zona: string) {
  return filas<{ dia: string; mediana: number; peticiones: number }>(
    db,
    sql`select (${peticionesTiempo.atendidaEn} at time zone ${zona})::date::text as dia,
             percentile_cont(0.5) within group (
               order by extract(epoch from ${peticionesTiempo.atendidaEn} - ${peticionesTiempo.creadaEn}))::float8 as mediana,
             count(*)::int as peticiones
        from ${peticionesTiempo}
       where ${peticionesTiempo.estado} = 'atendida'
         and ${peticionesTiempo.atendidaEn} >= ${desde.toISOString()}::timestamptz
         and ${peticionesTiempo.atendidaEn} < ${hasta.toISOString()}::timestamptz
       group by 1`,
  );
}

/**
 * For each window [inicio, fin): the managers who started a timer in it (cancelled ones
 * left out) and the median wait of the time requests made in it and attended.
 */
export function porVentana(db: Tx, ventanas: { inicio: Date; fin: Date }[]) {
  if (ventanas.length === 0) return Promise.resolve([]);
  const valores = sql.join(
    ventanas.map(
      (v) => sql`(${v.inicio.toISOString()}::timestamptz, ${v.fin.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  return filas<{
    inicio: number;
    cronometraron: number;
    mediana: number | null;
    peticiones: number;
  }>(
    db,
    sql`select (extract(epoch from v.inicio) * 1000)::float8 as inicio,
             (select count(distinct t.encargado_id)::int from tiempos t
               where t.iniciado_en >= v.inicio and t.iniciado_en < v.fin
                 and t.estado <> 'cancelado') as cronometraron,
             (select percentile_cont(0.5) within group (
                       order by extract(epoch from p.atendida_en - p.creada_en))::float8
                from ${peticionesTiempo} p
               where p.estado = 'atendida' and p.creada_en >= v.inicio and p.creada_en < v.fin) as mediana,
             (select count(*)::int from ${peticionesTiempo} p
               where p.estado = 'atendida' and p.creada_en >= v.inicio and p.creada_en < v.fin) as peticiones
        from (values ${valores}) as v(inicio, fin)`,
  );
}
