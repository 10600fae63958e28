import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { inicioSemanaPaga, semanaAnterior } from '@mchabbo/shared/paga/reglas';
import { iniciarServidor, type ServidorDePrueba } from '../support/server';
import {
  arranque,
  conBase,
  destinoNuevo,
  filas,
  postgresDisponible,
  sembrador,
  type Cuenta,
  type Destino,
} from './base';
import { guardarCifras } from './cifras';
import { entrar, llamar, type Respuesta } from './cliente';

/**
 * Races of the writes that share a person's timers and pay entries (docs/desarrollo.md,
 * "Locks"): for every pair of confirm, undo, void, batch, pay, pay-week, adjust and
 * hand-over, both are sent at the same moment, on PostgreSQL each through its own server
 * process (on PGlite, one process takes both). A race ends with one of them refused or
 * both done, never a 5xx: the writes take their locks in one order, and a transaction
 * PostgreSQL still aborts (a deadlock, a serialization failure) is run again. Afterwards
 * every paid entry holds exactly the credits of its shifts, and each person's confirmed
 * time is the sum of their confirmed shifts.
 */

const hayPostgres = await postgresDisponible();
const TIPOS = hayPostgres ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const RONDAS = Number(process.env.CARRERAS_RONDAS ?? 3);

const ESCRITURAS = [
  'confirmar',
  'deshacer',
  'anular',
  'lote',
  'pagar',
  'pagar-semana',
  'ajustar',
  'traspasar',
] as const;
type Escritura = (typeof ESCRITURAS)[number];

const cifras: Record<string, unknown> = { postgres: hayPostgres, casos: [] };
afterAll(async () => {
  await guardarCifras('carreras', cifras);
});
const limpiar: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const paso of limpiar.splice(0).reverse()) await paso().catch(() => {});
});

/** What one race round acts on: one worker's rows. */
interface Ronda {
  trabajador: Cuenta;
  /** Two shifts confirmed seconds ago in this week's unpaid entry. */
  deshacible: number;
  anulable: number;
  entrada: number;
  /** The worker's open timer. */
  abierto: number;
  /** A pay week of its own that has ended, with an unpaid entry. */
  semanaPasada: string;
}

/**
 * Before the servers start: two administrators (the racers), two timekeepers (the open
 * timers' manager, and whom they are handed to) and, per round, a worker (level 5) with
 * this week's unpaid entry holding two shifts confirmed seconds ago by the first
 * timekeeper, an open timer of 2.5 h run by them, and an unpaid entry of an ended pay week
 * of the round's own. Undo stays possible for 10 minutes (the setting's maximum).
 */
async function preparar(destino: Destino, n: number) {
  return conBase(destino, async (db) => {
    const s = sembrador(db);
    await s.base();
    const admins = [await s.cuenta('Director1', 1), await s.cuenta('Gerente1', 2)];
    const capitan = await s.cuenta('Capitan1', 3);
    await s.cuenta('Capitan2', 3);
    await db.execute(sql`insert into ajustes (clave, valor) values ('deshacer_segundos', '600')
      on conflict (clave) do update set valor = excluded.valor`);
    const [cocinero] = await filas<{ mision: string; rango: string; p1: number; p2: number }>(
      db,
      sql`select m.mision, r.nombre as rango, m.pago_1h as p1, m.pago_2h as p2
          from misiones m join rangos r on r.id = m.rango_id where m.mision = 'Cocinero'`,
    );
    if (!cocinero) throw new Error('no Cocinero');
    const semana = inicioSemanaPaga(new Date());
    let pasada = semanaAnterior(semana);
    const rondas: Ronda[] = [];
    for (let i = 0; i < n; i++) {
      const w = await s.cuenta(`Carrera${String(i).padStart(3, '0')}`, 5);
      const abierto = await s.tiempoAbierto(w, capitan, 9000);
      const turno = async (pagoId: number, sem: string, segundos: number, haceS: number) => {
        const creditos = segundos >= 7200 ? cocinero.p2 : cocinero.p1;
        const [t] = await filas<{ id: number }>(
          db,
          sql`insert into tiempos (usuario_id, encargado_id, estado, iniciado_en, pausado_desde,
                actualizado_en, confirmado_en, confirmado_por, segundos_confirmados, mision, rango,
                creditos, bono_semanal, semana, pago_id)
              values (${w.id}, ${capitan.id}, 'confirmado',
                now() - make_interval(secs => ${segundos + haceS}), now() - make_interval(secs => ${haceS}),
                now() - make_interval(secs => ${haceS}), now() - make_interval(secs => ${haceS}),
                ${capitan.id}, ${segundos}, ${cocinero.mision}, ${cocinero.rango}, ${creditos}, 0,
                ${sem}, ${pagoId})
              returning id`,
        );
        await db.execute(sql`insert into totales_tiempo (usuario_id, turnos, segundos)
          values (${w.id}, 1, ${segundos}) on conflict (usuario_id) do update
          set turnos = totales_tiempo.turnos + 1, segundos = totales_tiempo.segundos + excluded.segundos`);
        if (!t) throw new Error('insert returned no row');
        return t.id;
      };
      const entrada = async (sem: string) => {
        const [p] = await filas<{ id: number }>(
          db,
          sql`insert into pagos (usuario_id, semana) values (${w.id}, ${sem}) returning id`,
        );
        if (!p) throw new Error('insert returned no row');
        return p.id;
      };
      const actual = await entrada(semana);
      const anulable = await turno(actual, semana, 7200, 30);
      const deshacible = await turno(actual, semana, 3600, 20);
      const vieja = await entrada(pasada);
      await turno(vieja, pasada, 7200, 8 * 86400);
      rondas.push({
        trabajador: w,
        deshacible,
        anulable,
        entrada: actual,
        abierto,
        semanaPasada: pasada,
      });
      pasada = semanaAnterior(pasada);
    }
    return { admins, rondas };
  });
}

/** One write of a round, as an administrator sends it. */
function enviar(url: string, token: string, e: Escritura, r: Ronda): Promise<Respuesta> {
  const post = (ruta: string, body: unknown) => llamar(url, 'POST', ruta, body, token);
  switch (e) {
    case 'confirmar':
      return post('/tiempos/confirmar', { id: r.abierto, confirmado: true });
    case 'deshacer':
      return post('/tiempos/deshacer', { id: r.deshacible });
    case 'anular':
      return post('/tiempos/anular', { id: r.anulable, motivo: 'Carrera' });
    case 'lote':
      return post('/tiempos/lote', { accion: 'confirmar', ids: [r.abierto] });
    case 'pagar':
      return post('/tiempos/marcar-pagado', { id: r.entrada });
    case 'pagar-semana':
      return post('/tiempos/pagar-semana', { semana: r.semanaPasada });
    case 'ajustar':
      return post('/tiempos/ajustar', { id: r.abierto, minutos: 5, tipo: 'Restar' });
    case 'traspasar':
      return post('/tiempos/traspasar', { id: r.abierto, encargado: 'Capitan2' });
  }
}

/** Every unordered pair of the writes, each write with itself too. */
const PARES = ESCRITURAS.flatMap((a, i) => ESCRITURAS.slice(i).map((b) => [a, b] as const));

describe.each(TIPOS)('every pair of writes on one person’s rows, at once (%s)', (tipo) => {
  it('answers no 5xx, and pay and confirmed time still add up', async () => {
    const { destino, borrar } = await destinoNuevo(tipo);
    limpiar.push(borrar);
    const { admins, rondas } = await preparar(destino, PARES.length * RONDAS);
    const [env, dataDir] = arranque(destino);
    // Two processes on one PostgreSQL; PGlite belongs to one process, which takes both.
    const a = await iniciarServidor(env, dataDir);
    limpiar.push(() => a.parar({ conservarDatos: true }));
    let b: ServidorDePrueba = a;
    if (tipo === 'postgres') {
      b = await iniciarServidor(env, dataDir);
      limpiar.push(() => b.parar({ conservarDatos: true }));
    }
    const [uno, otro] = admins;
    if (!uno || !otro) throw new Error('no admins');
    const tokenA = await entrar(a, uno.nombre);
    const tokenB = await entrar(b, otro.nombre);

    const porPar: Record<string, { estados: number[]; fallos5xx: number }> = {};
    let ronda = 0;
    for (const [x, y] of PARES) {
      const clave = `${x}+${y}`;
      porPar[clave] = { estados: [], fallos5xx: 0 };
      for (let i = 0; i < RONDAS; i++) {
        const r = rondas[ronda++];
        if (!r) throw new Error('not enough rounds');
        // Which process sends which write alternates from round to round.
        const [enA, enB] = i % 2 === 0 ? [x, y] : [y, x];
        const respuestas = await Promise.all([
          enviar(a.url, tokenA, enA, r),
          enviar(b.url, tokenB, enB, r),
        ]);
        for (const res of respuestas) {
          porPar[clave].estados.push(res.status);
          if (res.status >= 500 || res.status === 0) porPar[clave].fallos5xx++;
        }
      }
    }
    const fallos = Object.entries(porPar).filter(([, v]) => v.fallos5xx > 0);
    const registro = (s: ServidorDePrueba) =>
      s
        .salida()
        .split('\n')
        .filter((l) => l.includes('"level":50'))
        .join('\n');
    expect(fallos, registro(a) + (b === a ? '' : registro(b))).toEqual([]);

    await a.parar({ conservarDatos: true });
    if (b !== a) await b.parar({ conservarDatos: true });
    const descuadres = await conBase(destino, async (db) => [
      // A paid entry froze exactly its shifts' credits and weekly pay.
      ...(
        await filas<{ id: number }>(
          db,
          sql`select p.id from pagos p
            where p.pagado and p.creditos <> (select coalesce(sum(t.creditos + t.bono_semanal), 0)
              from tiempos t where t.pago_id = p.id and t.estado = 'confirmado')`,
        )
      ).map((f) => `entrada ${f.id}: créditos congelados distintos de sus turnos`),
      // Each person's running total is their confirmed shifts.
      ...(
        await filas<{ usuario_id: number }>(
          db,
          sql`select tt.usuario_id from totales_tiempo tt
            where tt.segundos <> (select coalesce(sum(t.segundos_confirmados), 0) from tiempos t
              where t.usuario_id = tt.usuario_id and t.estado = 'confirmado')`,
        )
      ).map((f) => `usuario ${f.usuario_id}: tiempo confirmado descuadrado`),
      // At most one open timer and one unpaid entry per week for each person.
      ...(
        await filas<{ usuario_id: number }>(
          db,
          sql`select usuario_id from tiempos where estado in ('activo', 'pausado')
            group by usuario_id having count(*) > 1`,
        )
      ).map((f) => `usuario ${f.usuario_id}: más de un tiempo abierto`),
    ]);
    expect(descuadres).toEqual([]);

    const respuestas = Object.values(porPar).flatMap((v) => v.estados);
    (cifras.casos as unknown[]).push({
      base: tipo,
      procesos: tipo === 'postgres' ? 2 : 1,
      pares: PARES.length,
      rondasPorPar: RONDAS,
      solicitudes: respuestas.length,
      exitos: respuestas.filter((s) => s >= 200 && s < 300).length,
      rechazos4xx: respuestas.filter((s) => s >= 400 && s < 500).length,
      respuestas5xx: respuestas.filter((s) => s >= 500 || s === 0).length,
      porPar: Object.fromEntries(
        Object.entries(porPar).map(([k, v]) => [k, { estados: v.estados, cincoXX: v.fallos5xx }]),
      ),
    });
    cifras.respuestas5xx =
      Number(cifras.respuestas5xx ?? 0) + respuestas.filter((s) => s >= 500 || s === 0).length;
    cifras.solicitudesCarreras = Number(cifras.solicitudesCarreras ?? 0) + respuestas.length;
    // Two servers and 108 rounds of races: about half a minute alone, longer while the
    // other suites run beside it.
  }, 300_000);
});
