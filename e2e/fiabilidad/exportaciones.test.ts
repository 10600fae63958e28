import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { arranqueDeNpmStart, DUENO, iniciarServidor } from '../support/server';
import { conBase, destinoNuevo, sembrador, type Cuenta } from './base';
import { guardarCifras } from './cifras';
import { entrar } from './cliente';
import { filasDeXlsx as filasDe } from '../../apps/server/src/test/xlsx';

/**
 * Spreadsheets under load (docs/reglas.md, History and corrections 22.7): the compiled
 * server, run with `npm start`'s own memory flags (a 512 MB old generation), holds about
 * 10,000 shifts; four people ask for 20 spreadsheets of the whole history at once. The
 * process must stay up, every answer must be a whole file or the 429 that says a download
 * is being prepared, and the health check must keep answering quickly meanwhile (the
 * files are written a page at a time, giving the event loop back between pages).
 */

const TURNOS = 10_000;
const TRABAJADORES = 20;
const SEMANAS = TURNOS / TRABAJADORES / 10;
const PIDEN = 20;
const LIMITE_P99_MS = 200;
/** Health answers measured before the exports, with nothing else asked of the server. */
const MUESTRAS_BASE = 100;
const OCUPADA = 'Ya se está preparando una descarga; inténtalo en unos segundos.';

const cifras: Record<string, unknown> = {};
afterAll(async () => {
  await guardarCifras('exportaciones', cifras);
});
const limpiar: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const paso of limpiar.splice(0).reverse()) await paso().catch(() => {});
});

/**
 * The owner, three managers (levels 1–3) and 20 workers (levels 4–6); each worker has an
 * unpaid entry in each of 50 pay weeks holding 10 confirmed shifts: 10,000 in all.
 */
async function sembrar(db: Parameters<typeof sembrador>[0]): Promise<Cuenta[]> {
  const s = sembrador(db);
  const dueno = await s.base();
  const jefes = [
    dueno,
    await s.cuenta('Junta1', 1),
    await s.cuenta('Gerente1', 2),
    await s.cuenta('Capitan1', 3),
  ];
  const trabajadores: Cuenta[] = [];
  for (let i = 0; i < TRABAJADORES; i++) {
    trabajadores.push(await s.cuenta(`Trabajador${i}`, 4 + (i % 3)));
  }
  const ids = sql.join(
    trabajadores.map((t) => sql`${t.id}`),
    sql`, `,
  );
  await db.execute(sql`
    insert into pagos (usuario_id, semana)
    select u.id, (date '2025-01-06' + 7 * s)::date
    from usuarios u, generate_series(0, ${SEMANAS - 1}) s
    where u.id in (${ids})`);
  await db.execute(sql`
    insert into tiempos (usuario_id, encargado_id, estado, iniciado_en, pausado_desde,
      actualizado_en, confirmado_en, confirmado_por, segundos_confirmados, mision, rango,
      creditos, bono_semanal, semana, pago_id)
    select p.usuario_id, ${dueno.id}, 'confirmado', i, i + interval '2 hours',
      i + interval '2 hours', i + interval '2 hours', ${dueno.id}, 7200, 'Cocinero',
      'Cocineros', 7, 0, p.semana, p.id
    from pagos p, generate_series(1, 10) n,
      lateral (select (p.semana + interval '12 hours' + n * interval '5 hours')::timestamptz as i) x`);
  // What the daily maintenance leaves (db/mantenimiento.ts): the planner's statistics.
  await db.execute(sql`analyze`);
  return jefes;
}

/** The largest heap in use before a garbage collection, in MB, from `--trace-gc`'s lines. */
function picoDelMonton(salida: string) {
  let pico = 0;
  for (const m of salida.matchAll(/: (?:Scavenge|Mark-Compact|Mark-sweep)[^\d]*([\d.]+) \(/g)) {
    pico = Math.max(pico, Number(m[1]));
  }
  return pico;
}

/**
 * The health check asked one request after another (10 ms apart) by a process of its own,
 * so the time of each answer is the server's and not this process's, which is busy
 * receiving the files. `hasta(n)` resolves once it has `n` answers; `parar` stops it and
 * gives every answer's status and time, in order.
 */
function sondaDeSalud(url: string) {
  const codigo = `
    let seguir = true;
    process.on('SIGTERM', () => { seguir = false; });
    (async () => {
      while (seguir) {
        const desde = performance.now();
        const r = await fetch(process.argv[1]);
        await r.arrayBuffer();
        process.stdout.write(JSON.stringify({ status: r.status, ms: performance.now() - desde }) + '\\n');
        await new Promise((ok) => setTimeout(ok, 10));
      }
    })();`;
  const proceso = spawn(process.execPath, ['-e', codigo, url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let salida = '';
  const esperas: Array<{ n: number; ok: () => void }> = [];
  const cuantas = () => salida.split('\n').length - 1;
  proceso.stdout.on('data', (d: Buffer) => {
    salida += d.toString();
    for (const e of esperas.filter((x) => cuantas() >= x.n)) {
      esperas.splice(esperas.indexOf(e), 1);
      e.ok();
    }
  });
  const fin = new Promise((ok) => proceso.once('exit', ok));
  return {
    cuantas,
    hasta: (n: number) =>
      new Promise<void>((ok) => (cuantas() >= n ? ok() : esperas.push({ n, ok }))),
    async parar(): Promise<Array<{ status: number; ms: number }>> {
      if (proceso.exitCode === null && proceso.signalCode === null) proceso.kill('SIGTERM');
      await fin;
      return salida
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { status: number; ms: number });
    },
  };
}

describe('20 spreadsheets of 10,000 shifts at once, on npm start’s heap', () => {
  it('keep the server up: whole files or 429, and the health check under 200 ms (p99)', async () => {
    const { destino, borrar } = await destinoNuevo('pglite');
    limpiar.push(borrar);
    if (destino.tipo !== 'pglite') throw new Error('pglite expected');
    const jefes = await conBase(destino, sembrar);

    const npmStart = arranqueDeNpmStart();
    expect(npmStart.argumentosNode).toContain('--max-old-space-size=512');
    const servidor = await iniciarServidor(
      { ...npmStart.env, LOG_LEVEL: 'warn' },
      destino.dataDir,
      [...npmStart.argumentosNode, '--trace-gc'],
    );
    limpiar.push(() => servidor.parar({ conservarDatos: true }));
    const tokens = await Promise.all(
      jefes.map((j) =>
        entrar(servidor, j.nombre, j.nombre === DUENO.nameUser ? DUENO.password : undefined),
      ),
    );
    const antesDelPico = picoDelMonton(servidor.salida());

    // First the health check alone: its times on this machine now, as busy as it is.
    const sonda = sondaDeSalud(`${servidor.url}/api/salud`);
    limpiar.push(() => sonda.parar());
    await sonda.hasta(MUESTRAS_BASE);
    const base = sonda.cuantas();

    const inicio = performance.now();
    const pedir = async (token: string | undefined) => {
      const res = await fetch(`${servidor.url}/api/tiempos/historial?formato=xlsx`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const tipo = res.headers.get('content-type');
      return { status: res.status, tipo, cuerpo: await res.arrayBuffer() };
    };
    const respuestas = await Promise.all(
      Array.from({ length: PIDEN }, (_, i) => pedir(tokens[i % tokens.length])),
    );
    // Then each person who got no file asks again until theirs is written: the places
    // free as files end.
    const conArchivo = new Set(
      respuestas.flatMap((r, i) => (r.status === 200 ? [i % tokens.length] : [])),
    );
    const segundas = await Promise.all(
      tokens.map(async (token, i) => {
        if (conArchivo.has(i)) return null;
        for (let intento = 0; intento < 600; intento++) {
          const r = await pedir(token);
          if (r.status !== 429) return r;
          await new Promise((ok) => setTimeout(ok, 50));
        }
        throw new Error(`${jefes[i]?.nombre} never got a place`);
      }),
    );
    const duracionMs = performance.now() - inicio;
    // Then the health check alone again, as long as before: the machine's noise after the
    // exports (other suites running beside this one) counts as much as before them.
    const fin = sonda.cuantas();
    await sonda.hasta(fin + MUESTRAS_BASE);
    const latencias = await sonda.parar();

    // Still up, and it still answers.
    const vivo = await fetch(`${servidor.url}/api/salud`);
    expect(vivo.status).toBe(200);
    expect(servidor.salida()).not.toContain('heap out of memory');
    expect(servidor.salida()).not.toContain('FST_ERR_REP_ALREADY_SENT');

    let archivos = 0;
    let ocupadas = 0;
    for (const r of respuestas) {
      if (r.status === 429) {
        expect(JSON.parse(new TextDecoder().decode(r.cuerpo))).toEqual({ message: OCUPADA });
        ocupadas++;
        continue;
      }
      expect(r.status).toBe(200);
      expect(r.tipo).toContain('spreadsheetml');
      const filas = await filasDe(r.cuerpo);
      // The headers, every shift, and the totals row.
      expect(filas).toHaveLength(TURNOS + 2);
      expect(filas[0]?.[0]).toBe('Usuario');
      expect(filas.at(-1)?.[0]).toBe('Total');
      expect(filas.at(-1)?.[8]).toBe(TURNOS * 7);
      archivos++;
    }
    expect(archivos).toBeGreaterThan(0);
    expect(archivos + ocupadas).toBe(PIDEN);
    // Everyone's file in the end.
    for (const r of segundas) {
      if (!r) continue;
      expect(r.status).toBe(200);
      expect(await filasDe(r.cuerpo)).toHaveLength(TURNOS + 2);
    }

    // Every probe answered 200. While the exports ran, the 99th percentile of their times
    // is under 200 ms, or, on a machine so busy that the health check alone was slow
    // before or after them, under three times that (budgets against a baseline of the same run,
    // docs/desarrollo.md). The first spreadsheet after a start also loads ExcelJS, about
    // 100 ms in one go: the slowest answer, reported beside.
    expect(latencias.every((l) => l.status === 200)).toBe(true);
    const percentil99 = (lista: Array<{ ms: number }>) => {
      const orden = lista.map((l) => l.ms).sort((a, b) => a - b);
      return orden[Math.ceil(orden.length * 0.99) - 1] ?? Infinity;
    };
    const antesDe = latencias.slice(0, base);
    const durante = latencias.slice(base, fin);
    const despues = latencias.slice(fin);
    expect(durante.length).toBeGreaterThanOrEqual(100);
    const p99Base = Math.max(percentil99(antesDe), percentil99(despues));
    const p99 = percentil99(durante);
    const ms = durante.map((l) => l.ms).sort((a, b) => a - b);
    const limite = Math.max(LIMITE_P99_MS, 3 * p99Base);
    expect(
      p99,
      `p99 ${Math.round(p99)} ms; alone, before or after: ${Math.round(p99Base)} ms`,
    ).toBeLessThan(limite);

    // A client that leaves in the middle of its file gives its place back: the same
    // person's next export is written (not refused as busy).
    const control = new AbortController();
    const cortada = await fetch(`${servidor.url}/api/tiempos/historial?formato=xlsx`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
      signal: control.signal,
    });
    expect(cortada.status).toBe(200);
    await cortada.body?.getReader().read();
    control.abort();
    let otra = await fetch(`${servidor.url}/api/tiempos/historial?formato=xlsx`, {
      headers: { authorization: `Bearer ${tokens[0]}` },
    });
    for (let intento = 0; otra.status === 429 && intento < 50; intento++) {
      await otra.arrayBuffer();
      await new Promise((ok) => setTimeout(ok, 100));
      otra = await fetch(`${servidor.url}/api/tiempos/historial?formato=xlsx`, {
        headers: { authorization: `Bearer ${tokens[0]}` },
      });
    }
    expect(otra.status).toBe(200);
    expect(await filasDe(await otra.arrayBuffer())).toHaveLength(TURNOS + 2);

    Object.assign(cifras, {
      turnos: TURNOS,
      personas: jefes.length,
      exportaciones: PIDEN,
      archivosCompletos: archivos,
      respuestas429: ocupadas,
      archivosTrasEsperar: segundas.filter(Boolean).length,
      duracionMs: Math.round(duracionMs),
      saludMuestras: durante.length,
      saludSolaP99Ms: Math.round(p99Base),
      limiteP99Ms: Math.round(limite),
      saludP50Ms: Math.round(ms[Math.floor(ms.length / 2)] ?? 0),
      saludP99Ms: Math.round(p99),
      saludMaxMs: Math.round(ms.at(-1) ?? 0),
      montonPicoMb: picoDelMonton(servidor.salida()),
      montonAntesMb: antesDelPico,
      limiteMontonMb: 512,
    });
    // Seeding 10,000 shifts and writing some 25 spreadsheets takes about a minute alone,
    // longer while the other suites run beside it.
  }, 300_000);
});
