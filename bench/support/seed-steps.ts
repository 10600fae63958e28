// The seed's steps (bench/support/seed-data.ts `seed`): one set-based statement per
// table, run in order in one transaction.
import { sql, type SQL } from 'drizzle-orm';
import { AJUSTES_POR_DEFECTO } from '@mchabbo/shared/ajustes/contratos';
import { CATALOGO_MEMBRESIAS } from '@mchabbo/shared/membresias/contratos';
import { BOARD, OWNER, TIMEKEEPER } from './accounts';

/** Sizes of the community; only the number of confirmed shifts varies between runs. */
export const COMMUNITY = {
  /** Staff by level 1–6 (300 in all). */
  staffByLevel: { 1: 6, 2: 16, 3: 38, 4: 60, 5: 80, 6: 100 } as Record<number, number>,
  guests: 200,
  /** Former staff whose dismissal is still in force. */
  dismissedNow: 100,
  /** Dismissals since closed (the person was reinstated). */
  dismissalsClosed: 400,
  runningTimers: 50,
  sales: 5000,
  memberships: 2000,
  nameRequestsWaiting: 100,
  nameRequestsApproved: 400,
  /** Leave requests over the year (those starting after today are still pending). */
  leaveRequests: 900,
  /** Changes of post (rank history), and warnings (the last 30 days' are active). */
  postChanges: 600,
  warnings: 300,
  /** Time requests: waiting now (refreshed before each server), and past ones. */
  timeRequestsWaiting: 20,
  timeRequestsPast: 1500,
  /** Inboxes keep 90 days (docs/reglas.md, Notifications). */
  inboxDays: 90,
  weeks: 52,
  /**
   * Confirmed shifts of the current and the previous pay week. They are the same at any
   * history size, so a growth run compares the same present against a longer past.
   */
  currentWeekShifts: 350,
  previousWeekShifts: 500,
};

/** How many shifts each pay week gets: [this week, last week, …older weeks]. */
export function shiftsPerWeek(total: number): number[] {
  const { currentWeekShifts: c0, previousWeekShifts: c1, weeks } = COMMUNITY;
  if (total <= c0 + c1) {
    const first = Math.round((total * c0) / (c0 + c1));
    return [first, total - first, ...Array<number>(weeks - 2).fill(0)];
  }
  const rest = total - c0 - c1;
  const older = weeks - 2;
  return [
    c0,
    c1,
    ...Array.from(
      { length: older },
      (_, i) => Math.floor(rest / older) + (i < rest % older ? 1 : 0),
    ),
  ];
}

/** What every step may read: now, this pay week's Monday, the password hash, the size. */
export interface SeedContext {
  ahora: SQL;
  lunes: SQL;
  hash: string;
  shifts: number;
}

const zona = AJUSTES_POR_DEFECTO.zona_horaria;
const pct = AJUSTES_POR_DEFECTO.porcentaje_dueno;
const dueno = sql`(select id from usuarios where username = ${OWNER})`;
const junta = sql`(select id from usuarios where username = ${BOARD})`;
/**
 * The seeded staff of levels 2–6, numbered from 0 (`i` of `n`): leave, post changes
 * and warnings are dealt out over them.
 */
const staffPersonal = sql`staff as (
      select id, (row_number() over (order by id) - 1)::int as i, (count(*) over ())::int as n
      from usuarios where nivel between 2 and 6 and username like 'Personal%'
    )`;

/** Accounts: the owner, 300 staff at every level 1–6 (each holding a mission of their rank), guests and former staff. One password hash for all (hashing is slow on purpose). */
function accounts(c: SeedContext): SQL {
  const niveles = Object.entries(COMMUNITY.staffByLevel);
  const limites = niveles.map(([nivel], i) => ({
    nivel: Number(nivel),
    hasta: niveles.slice(0, i + 1).reduce((s, [, n]) => s + n, 0),
  }));
  const nivelDe = sql.join(
    limites.map((l) => sql.raw(`when g <= ${l.hasta} then ${l.nivel}`)),
    sql` `,
  );
  const primerNivel3 = (limites.find((l) => l.nivel === 2)?.hasta ?? 0) + 1;
  const totalStaff = limites.at(-1)?.hasta ?? 0;
  return sql`
    with catalogo as (
      select m.id, r.nivel,
        (row_number() over (partition by r.nivel order by m.id) - 1)::int as i,
        (count(*) over (partition by r.nivel))::int as n
      from misiones m join rangos r on r.id = m.rango_id
    ),
    staff as (
      select g, case ${nivelDe} end as nivel from generate_series(1, ${totalStaff}) g
    ),
    cuentas as (
      select 0 as orden, ${OWNER} as username, 0 as nivel,
        (select id from catalogo where nivel = 0 order by id limit 1) as mision_id
      union all
      select g, case g when 1 then ${BOARD} when ${primerNivel3} then ${TIMEKEEPER}
          else 'Personal' || lpad(g::text, 3, '0') end,
        s.nivel, c.id
      from staff s join catalogo c on c.nivel = s.nivel and c.i = s.g % c.n
      union all
      select 1000 + g, 'Invitado' || lpad(g::text, 3, '0'), 7, null
      from generate_series(1, ${COMMUNITY.guests}) g
      union all
      select 2000 + g, 'Exempleado' || lpad(g::text, 3, '0'), 7, null
      from generate_series(1, ${COMMUNITY.dismissedNow}) g
    )
    insert into usuarios (username, password_hash, nivel, mision_id, fecha_registro, ultima_vez)
    select username, ${c.hash}, nivel, mision_id,
      ${c.ahora} - (5 + random() * 400) * interval '1 day',
      ${c.ahora} - random() * interval '10 days'
    from cuentas order by orden`;
}

function ips(): SQL {
  return sql`
    insert into usuario_ips (usuario_id, ip, primera_vez, ultima_vez)
    select id, '10.' || (id / 65536 % 256) || '.' || (id / 256 % 256) || '.' || (id % 256),
      fecha_registro, coalesce(ultima_vez, fecha_registro)
    from usuarios order by id`;
}

/** Confirmed shifts. Each is given a worker (levels 1–6), a length from 20 min to 4 h, some paused time and a confirmation instant inside its pay week (Monday to Sunday in the settings' time zone; this week's never after now). The mission snapshot, credits and weekly pay follow the pay rules (docs/tiempos-y-paga.md). */
function shiftPlan(c: SeedContext): SQL {
  const semanas = shiftsPerWeek(c.shifts);
  const cortes = semanas.map((_, k) => semanas.slice(0, k + 1).reduce((s, n) => s + n, 0));
  const semanaDe = sql.join(
    cortes.map((hasta, k) => sql.raw(`when s <= ${hasta} then ${k}`)),
    sql` `,
  );
  const horas = (columna: string) =>
    sql.raw(
      `coalesce(substring(replace(${columna}, ',', '.') from '^\\s*([0-9]+(?:\\.[0-9]+)?)')::numeric, 0)`,
    );
  return sql`
    create temp table bench_turnos on commit drop as
    with trabajadores as (
      select array_agg(id order by id) as ids from usuarios where nivel between 1 and 6
    ),
    plan as (
      select s, case ${semanaDe} else 0 end as k from generate_series(1, ${c.shifts}) s
    ),
    base as (
      select p.s, p.k, (${c.lunes} - 7 * p.k) as semana,
        t.ids[1 + floor(random() * array_length(t.ids, 1))::int] as usuario_id,
        1200 + floor(random() * 13200)::int as segundos,
        case when random() < 0.3 then 60 + floor(random() * 900)::int else 0 end as pausados,
        random() as r
      from plan p cross join trabajadores t
    ),
    instantes as (
      select b.*,
        least(${c.ahora} - interval '1 minute',
          (b.semana::timestamp
            + case when b.k = 0
                then b.r * greatest(interval '0', (${c.ahora} at time zone ${zona}) - b.semana::timestamp)
                else interval '1 hour' + b.r * interval '166 hours' end
          ) at time zone ${zona}) as confirmado_en
      from base b
    ),
    turnos as (
      select i.s, i.usuario_id, u.nivel, i.semana, i.segundos, i.pausados, i.confirmado_en,
        i.confirmado_en - make_interval(secs => i.segundos + i.pausados) as iniciado_en,
        m.mision, r.nombre as rango, m.pago_1h, m.pago_2h, m.pago_3h, m.pago_semanal,
        m.requisito_hrs, m.requisito_times,
        case when i.segundos >= 10800 then m.pago_3h when i.segundos >= 7200 then m.pago_2h
          when i.segundos >= 3600 then m.pago_1h else 0 end as creditos,
        ${horas('m.requisito_hrs')} * 3600 as minimo,
        greatest(1, ceil(${horas('m.requisito_times')}))::int as veces
      from instantes i
      join usuarios u on u.id = i.usuario_id
      join misiones m on m.id = u.mision_id
      join rangos r on r.id = m.rango_id
    )
    select t.*,
      -- The weekly pay goes on the shift that completes the week's requirement.
      case when t.pago_semanal > 0 and t.segundos >= t.minimo
        and count(*) filter (where t.segundos >= t.minimo) over (
          partition by t.usuario_id, t.semana order by t.confirmado_en, t.s
          rows between unbounded preceding and current row) = t.veces
        then t.pago_semanal else 0 end as bono
    from turnos t`;
}

/** One pay entry per worker and week; weeks before last week are paid, last week mostly, this week not yet. A paid entry freezes its credits. */
function payEntries(c: SeedContext): SQL {
  return sql`
    insert into pagos (usuario_id, semana, creditos, pagado, pagado_en, pagado_por, creado_en)
    select usuario_id, semana,
      case when pagado then sum(creditos + bono)::int end,
      pagado,
      case when pagado then least(${c.ahora} - interval '1 minute',
        ((semana + 7)::timestamp + interval '20 hours') at time zone ${zona}) end,
      case when pagado then (case when nivel <= 1 then ${dueno} else ${junta} end) end,
      min(confirmado_en)
    from (
      select *, (semana < ${c.lunes} - 7 or (semana = ${c.lunes} - 7 and usuario_id % 10 < 7)) as pagado
      from bench_turnos
    ) t
    group by usuario_id, semana, pagado, nivel
    order by semana, usuario_id`;
}

function shifts(): SQL {
  return sql`
    insert into tiempos (usuario_id, encargado_id, estado, iniciado_en, pausado_desde,
      segundos_pausados, ajuste_segundos, pausas_count, olvidado, actualizado_en,
      confirmado_en, confirmado_por, segundos_confirmados, mision, rango, pago_1h, pago_2h,
      pago_3h, pago_semanal, requisito_hrs, requisito_times, creditos, bono_semanal, semana,
      pago_id)
    select t.usuario_id, e.id, 'confirmado', t.iniciado_en, t.confirmado_en,
      t.pausados, 0, (t.pausados > 0)::int, false, t.confirmado_en,
      t.confirmado_en, e.id, t.segundos, t.mision, t.rango, t.pago_1h, t.pago_2h,
      t.pago_3h, t.pago_semanal, t.requisito_hrs, t.requisito_times, t.creditos, t.bono, t.semana,
      p.id
    from bench_turnos t
    join pagos p on p.usuario_id = t.usuario_id and p.semana = t.semana
    join usuarios e on e.username = case when t.nivel <= 1 then ${OWNER} else ${BOARD} end
    order by t.confirmado_en, t.s`;
}

/** Each person's running totals, as the confirmations keep them. */
function totals(): SQL {
  return sql`
    insert into totales_tiempo (usuario_id, turnos, segundos)
    select usuario_id, count(*)::int, sum(segundos_confirmados)::int
    from tiempos where estado = 'confirmado' group by usuario_id order by usuario_id`;
}

/** Running timers of workers of levels 4–6, run by supervisors and managers. */
function runningTimers(c: SeedContext): SQL {
  return sql`
    with trabajadores as (
      select id, (row_number() over (order by id))::int as i
      from usuarios where nivel between 4 and 6 and username like 'Personal%'
    ),
    encargados as (
      select id, (row_number() over (order by id) - 1)::int as i, (count(*) over ())::int as n
      from usuarios where nivel between 2 and 3
    )
    insert into tiempos (usuario_id, encargado_id, estado, iniciado_en, actualizado_en)
    select t.id, e.id, 'activo', ${c.ahora} - (10 + (t.i * 7) % 150) * interval '1 minute',
      ${c.ahora} - (10 + (t.i * 7) % 150) * interval '1 minute'
    from trabajadores t join encargados e on e.i = t.i % e.n
    where t.i % 4 = 0
    order by t.i
    limit ${COMMUNITY.runningTimers}`;
}

/** The history: a start and (for confirmed shifts) a confirmation event per timer. */
function timerEvents(): SQL {
  return sql`
    insert into tiempo_eventos (tiempo_id, actor_id, accion, antes, despues, creado_en)
    select id, actor, accion, antes, despues, creado_en from (
      select id, encargado_id as actor, 'iniciar' as accion, null::jsonb as antes,
        jsonb_build_object('estado', 'activo', 'encargado_id', encargado_id, 'segundos', 0,
          'pausado_desde', null, 'segundos_pausados', 0, 'ajuste_segundos', 0,
          'pausas_count', 0, 'olvidado', false) as despues,
        iniciado_en as creado_en
      from tiempos
      union all
      select id, confirmado_por, 'confirmar',
        jsonb_build_object('estado', 'pausado', 'encargado_id', encargado_id),
        jsonb_build_object('estado', 'confirmado', 'encargado_id', encargado_id,
          'segundos_confirmados', segundos_confirmados, 'creditos', creditos,
          'bono_semanal', bono_semanal, 'semana', semana, 'pago_id', pago_id),
        confirmado_en
      from tiempos where estado = 'confirmado'
    ) e
    order by creado_en`;
}

/** The audit trail as the events write it: one row per timer change of the year. */
function auditTrail(): SQL {
  return sql`
    insert into auditoria (tipo, accion, actor_id, usuario_id, creado_en, antes, despues)
    select 'tiempo', case e.accion when 'confirmar' then 'confirmado' else e.accion end,
      e.actor_id, t.usuario_id, e.creado_en, e.antes, e.despues || jsonb_build_object('tiempoId', t.id)
    from tiempo_eventos e join tiempos t on t.id = e.tiempo_id
    order by e.id`;
}

/** Sales over the year by administration to lower ranks, with the price and share of then. */
function sales(c: SeedContext): SQL {
  return sql`
    with vendedores as (select array_agg(id order by id) as ids from usuarios where nivel between 0 and 2),
    compradores as (select array_agg(id order by id) as ids from usuarios where nivel between 3 and 7),
    puestos as (
      select array_agg(m.id order by m.id) as ids
      from misiones m join rangos r on r.id = m.rango_id where r.nivel between 3 and 6
    ),
    filas as (
      select g,
        v.ids[1 + floor(random() * array_length(v.ids, 1))::int] as vendedor,
        c.ids[1 + floor(random() * array_length(c.ids, 1))::int] as comprador,
        p.ids[1 + floor(random() * array_length(p.ids, 1))::int] as mision,
        ${c.ahora} - random() * interval '365 days' as creado,
        random() < 0.8 as recibido
      from generate_series(1, ${COMMUNITY.sales}) g cross join vendedores v
        cross join compradores c cross join puestos p
    )
    insert into ventas (comprador_id, vendedor_id, mision_id, rango, mision, costo,
      ganancia_dueno, monto_total, pago_recibido, creado_en)
    select f.comprador, f.vendedor, m.id, r.nombre, m.mision, m.costo,
      round(m.costo * ${pct}::numeric / 100)::int, m.costo, f.recibido, f.creado
    from filas f join misiones m on m.id = f.mision join rangos r on r.id = m.rango_id
    order by f.creado`;
}

function memberships(c: SeedContext): SQL {
  const nombresMembresia = CATALOGO_MEMBRESIAS.map((m) => m.nombre);
  return sql`
    with encargados as (select array_agg(id order by id) as ids from usuarios where nivel between 0 and 2),
    miembros as (select array_agg(id order by id) as ids from usuarios where nivel between 3 and 7),
    filas as (
      select g,
        e.ids[1 + floor(random() * array_length(e.ids, 1))::int] as encargado,
        m.ids[1 + floor(random() * array_length(m.ids, 1))::int] as miembro,
        (array[${sql.join(
          nombresMembresia.map((n) => sql`${n}`),
          sql`, `,
        )}]::text[])[1 + floor(random() * ${nombresMembresia.length})::int] as nombre,
        ${c.ahora} - random() * interval '365 days' as inicio
      from generate_series(1, ${COMMUNITY.memberships}) g cross join encargados e cross join miembros m
    )
    insert into membresias (nombre, usuario_id, encargado_id, fecha_inicio, fecha_fin,
      requisito_hrs, requisito_times)
    select nombre, miembro, encargado, inicio, inicio + interval '30 days', '2h', '3'
    from filas order by inicio`;
}

/** Dismissals: former staff still out (their post kept as a snapshot), and older dismissals of current staff since closed by a reinstatement. */
function dismissals(c: SeedContext): SQL {
  return sql`
    with puestos as (
      select m.id, r.nivel, r.nombre as rango, m.mision, m.costo,
        (row_number() over (order by m.id) - 1)::int as i, (count(*) over ())::int as n
      from misiones m join rangos r on r.id = m.rango_id where r.nivel between 4 and 6
    ),
    staff as (
      select id, (row_number() over (order by id) - 1)::int as i, (count(*) over ())::int as n
      from usuarios where nivel between 3 and 6
    ),
    activos as (
      select u.id as usuario_id, p.id as mision_id, p.nivel, p.rango, p.mision, p.costo,
        ${c.ahora} - random() * interval '300 days' as fecha, true as activo
      from usuarios u
      join puestos p on p.i = u.id % p.n
      where u.username like 'Exempleado%'
    ),
    cerrados as (
      select s.id, m.id, u.nivel, r.nombre, m.mision, m.costo,
        ${c.ahora} - (30 + random() * 330) * interval '1 day', false
      from generate_series(1, ${COMMUNITY.dismissalsClosed}) g
      join staff s on s.i = g % s.n
      join usuarios u on u.id = s.id
      join misiones m on m.id = u.mision_id
      join rangos r on r.id = m.rango_id
    ),
    todos as (select * from activos union all select * from cerrados)
    insert into despidos (usuario_id, encargado_id, motivo, fecha, mision_id, nivel, rango,
      mision, costo, activo, reintegrado_en, reintegrado_por)
    select t.usuario_id, ${junta}, 'Inactividad prolongada', t.fecha, t.mision_id, t.nivel,
      t.rango, t.mision, t.costo, t.activo,
      case when t.activo then null else t.fecha + interval '14 days' end,
      case when t.activo then null else ${junta} end
    from todos t order by t.fecha`;
}

/** Name-change requests: some waiting (one per person at most), most approved long ago. */
function nameRequests(c: SeedContext): SQL {
  return sql`
    with esperando as (
      select id as usuario_id, username as anterior, username || 'X' as nuevo, false as aprobado,
        ${c.ahora} - random() * interval '20 days' as creado
      from usuarios where username like 'Personal%' order by id desc
      limit ${COMMUNITY.nameRequestsWaiting}
    ),
    cuentas as (
      select id, username, (row_number() over (order by id) - 1)::int as i, (count(*) over ())::int as n
      from usuarios where nivel between 3 and 7
    ),
    aprobadas as (
      select c.id, 'Antes' || g, c.username, true, ${c.ahora} - (20 + random() * 340) * interval '1 day'
      from generate_series(1, ${COMMUNITY.nameRequestsApproved}) g join cuentas c on c.i = g % c.n
    ),
    todas as (select * from esperando union all select * from aprobadas)
    insert into cambios_nombre (usuario_id, nombre_anterior, nombre_nuevo, aprobado, creado_en,
      aprobado_en, aprobado_por)
    select usuario_id, anterior, nuevo, aprobado, creado,
      case when aprobado then creado + interval '1 day' end,
      case when aprobado then ${junta} end
    from todas order by creado`;
}

/** Leave requests of staff of levels 2–6 spread over the year and the next weeks: the ones starting after today wait for a decision, older ones were approved (4 in 5) or rejected by the board; some approved ones cover today. */
function leaveRequests(c: SeedContext): SQL {
  return sql`
    with ${staffPersonal},
    filas as (
      select g, s.id as usuario_id,
        (${c.ahora} at time zone ${zona})::date - 350 + floor(random() * 380)::int as desde,
        1 + floor(random() * 10)::int as dias, random() as r,
        ${c.ahora} - random() * interval '5 days' as pedido
      from generate_series(1, ${COMMUNITY.leaveRequests}) g join staff s on s.i = g % s.n
    ),
    decididas as (
      select f.*, f.desde > (${c.ahora} at time zone ${zona})::date as futura from filas f
    )
    insert into ausencias (usuario_id, desde, hasta, motivo, estado, creado_en, decidida_por,
      decidida_en)
    select usuario_id, desde, desde + dias, 'Viaje familiar',
      case when futura then 'pendiente' when r < 0.8 then 'aprobada' else 'rechazada' end,
      least(pedido, desde::timestamp at time zone ${zona} - interval '3 days'),
      case when futura then null else ${junta} end,
      case when futura then null
        else least(pedido, desde::timestamp at time zone ${zona} - interval '3 days') + interval '1 day' end
    from decididas order by desde, g`;
}

/** Changes of post (rank history) and warnings: what the activity screen reads besides the shifts. */
function postChanges(c: SeedContext): SQL {
  return sql`
    with ${staffPersonal}
    insert into historial_rangos (usuario_id, fecha, antes, despues, por_id, motivo)
    select s.id, ${c.ahora} - (1 + random() * 364) * interval '1 day', 'Rango anterior',
      'Rango actual', ${junta}, 'Ascenso'
    from generate_series(1, ${COMMUNITY.postChanges}) g join staff s on s.i = g % s.n
    order by 2`;
}

function warnings(c: SeedContext): SQL {
  return sql`
    with ${staffPersonal},
    filas as (
      select s.id, ${c.ahora} - random() * interval '365 days' as fecha, random() as r
      from generate_series(1, ${COMMUNITY.warnings}) g join staff s on s.i = (g * 7) % s.n
    )
    insert into advertencias (usuario_id, por_id, motivo, fecha, retirada_en, retirada_por)
    select id, ${junta}, 'Inactividad', fecha,
      case when r < 0.1 then fecha + interval '2 days' end,
      case when r < 0.1 then ${junta} end
    from filas order by fecha`;
}

/**
 * Time requests (docs/reglas.md, Time requests): past ones attended (4 in 5) or
 * withdrawn over the year, and some waiting now, of staff of levels 4–6 with no running
 * timer, from the highest ids down (the confirmation's workers are the lowest).
 */
function timeRequests(c: SeedContext): SQL {
  return sql`
    with ${staffPersonal},
    esperando as (
      select u.id from usuarios u
      where u.nivel between 4 and 6 and u.username like 'Personal%'
        and not exists (select 1 from tiempos t where t.usuario_id = u.id and t.estado = 'activo')
      order by u.id desc limit ${COMMUNITY.timeRequestsWaiting}
    ),
    pasadas as (
      select s.id as usuario_id, ${c.ahora} - (1 + random() * 364) * interval '1 day' as creada,
        random() < 0.8 as atendida
      from generate_series(1, ${COMMUNITY.timeRequestsPast}) g join staff s on s.i = (g * 3) % s.n
    ),
    conturno as (
      select p.*, (select t.id from tiempos t where t.usuario_id = p.usuario_id
          and t.estado = 'confirmado' order by t.id limit 1) as tiempo
      from pasadas p
    ),
    todas as (
      select usuario_id, creada, tiempo,
        case when atendida and tiempo is not null then 'atendida' else 'retirada' end as estado
      from conturno
      union all
      select id, ${c.ahora} - (id % 10) * interval '1 minute', null, 'esperando' from esperando
    )
    insert into peticiones_tiempo (usuario_id, creada_en, estado, atendida_por, atendida_en,
      tiempo_id, retirada_en)
    select usuario_id, creada, estado,
      case when estado = 'atendida' then ${junta} end,
      case when estado = 'atendida' then creada + interval '5 minutes' end,
      case when estado = 'atendida' then tiempo end,
      case when estado = 'retirada' then creada + interval '10 minutes' end
    from todas order by creada`;
}

/** Inboxes of the last 90 days as the changes wrote them: each worker's confirmed shifts, and for the owner and the board each leave and name request (the latest weeks unread). */
function notifications(c: SeedContext): SQL {
  return sql`
    with desde as (select ${c.ahora} - ${COMMUNITY.inboxDays} * interval '1 day' as d),
    decisores as (select id from usuarios where nivel <= 1),
    filas as (
      select t.usuario_id, 'tiempo.confirmado' as tipo,
        'Un encargado confirmó tu turno: ' || t.creditos || ' créditos.' as texto,
        '/mchabbo/perfil' as enlace, t.confirmado_en as creada
      from tiempos t, desde where t.estado = 'confirmado' and t.confirmado_en > desde.d
      union all
      select d.id, 'ausencia.solicitada', u.username || ' pidió una ausencia.',
        '/mchabbo/ausencias', a.creado_en
      from ausencias a join usuarios u on u.id = a.usuario_id cross join decisores d, desde
      where a.creado_en > desde.d
      union all
      select d.id, 'nombre.solicitado', c.nombre_anterior || ' pidió cambiar su nombre.',
        '/mchabbo/cambio-nombre-admin', c.creado_en
      from cambios_nombre c cross join decisores d, desde
      where c.creado_en > desde.d
    )
    insert into notificaciones (usuario_id, tipo, texto, enlace, creada_en, leida, push_enviada)
    select usuario_id, tipo, texto, enlace, creada, creada < ${c.ahora} - interval '7 days', true
    from filas order by creada, usuario_id, tipo`;
}

export const SEED_STEPS: [string, (c: SeedContext) => SQL][] = [
  ['accounts', accounts],
  ['ips', ips],
  ['shifts (plan)', shiftPlan],
  ['pay entries', payEntries],
  ['shifts', shifts],
  ['totals', totals],
  ['running timers', runningTimers],
  ['timer events', timerEvents],
  ['audit trail', auditTrail],
  ['sales', sales],
  ['memberships', memberships],
  ['dismissals', dismissals],
  ['name requests', nameRequests],
  ['leave requests', leaveRequests],
  ['post changes', postChanges],
  ['warnings', warnings],
  ['time requests', timeRequests],
  ['notifications', notifications],
];
