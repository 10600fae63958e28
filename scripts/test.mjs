// `npm test`: every suite. The lint gate (ESLint with type-aware rules, Prettier, tsc,
// module boundaries, unused code), unit tests, the API on PGlite, the same API tests on
// PostgreSQL when DATABASE_URL is set, and the browser tests against the compiled
// server and web app (what `npm start` runs). In CI (CI=true) a missing PostgreSQL or
// Chromium fails the run. Prints how long each suite took.
//
// Most suites spend much of their time waiting (on servers, browsers, timers), so three
// lanes share the machine's two cores, all starting at once: the lint gate and the API
// pass on PostgreSQL in one; the build and the browser tests in another; the unit tests
// and the API pass on PGlite in the third (each API pass on copies of its own template
// database). The exports' latency test runs alone after the lanes. A suite's output is
// printed when it ends; the run fails if any suite fails, and a lane stops at its first
// failure.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const enCi = process.env.CI === 'true' || process.env.CI === '1';
// Debian's headless shell (the package chromium-headless-shell: the same Chromium build,
// without the desktop browser around it) costs the browser tests about a third less CPU
// than the full browser, which they use when the shell is not installed.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((ruta) => existsSync(ruta)) ??
  '/usr/bin/chromium';

const inicio = Date.now();
const tiempos = [];
/** Suites that failed, with their output, repeated at the end of the run. */
const fallos = [];

/** "1 min 12 s" or "48 s". */
function duracion(ms) {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}

/** Runs one suite with its output held until it ends; resolves whether it passed. */
function suite(titulo, cmd, args, env = {}) {
  const desde = Date.now();
  return new Promise((resolve) => {
    const hijo = spawn(cmd, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    let salida = '';
    hijo.stdout.on('data', (d) => (salida += d));
    hijo.stderr.on('data', (d) => (salida += d));
    hijo.on('error', (err) => (salida += `${String(err)}\n`));
    hijo.on('close', (code) => {
      const linea = `${titulo} — ${duracion(Date.now() - desde)}`;
      console.log(`\n=== ${titulo} ===\n${salida.trimEnd()}`);
      if (code === 0) {
        tiempos.push(linea);
        console.log(`\n✓ ${linea}`);
      } else {
        fallos.push({ linea, salida });
        console.error(`\n✗ ${linea}: falló.`);
      }
      resolve(code === 0);
    });
  });
}

/** Runs suites one after another, stopping at the first failure. */
async function carril(suites) {
  for (const s of suites) if (!(await s())) return false;
  return true;
}

/**
 * What a failed suite said about its failures: Vitest's "Failed Tests" section when
 * there is one, else its last lines. The run's end repeats it, because a CI log is
 * often read from its tail, where the suites that ended last are printed.
 */
function resumenDeFallo(salida) {
  const lineas = salida.trimEnd().split('\n');
  const desde = lineas.findIndex((l) => l.includes('Failed Tests'));
  return (desde >= 0 ? lineas.slice(desde, desde + 80) : lineas.slice(-40)).join('\n');
}

function terminar(ok) {
  if (!ok) {
    for (const { linea, salida } of fallos) {
      console.error(`\n=== Falló: ${linea} ===\n${resumenDeFallo(salida)}`);
    }
    console.error(`\n✗ Las pruebas fallaron tras ${duracion(Date.now() - inicio)}.`);
    process.exit(1);
  }
}

const pgUrl = process.env.DATABASE_URL;
if (!pgUrl && enCi) {
  console.error('CI necesita DATABASE_URL para las pruebas de la API en PostgreSQL.');
  process.exit(1);
}
if (!existsSync(chromium)) {
  console.error(
    `\nNo se encontró Chromium en ${chromium}. Instálalo (apt-get install chromium-headless-shell) ` +
      'o indica su ruta con CHROMIUM_PATH para las pruebas en el navegador.',
  );
  process.exit(1);
}

const sinBase = { DATABASE_URL: '', TEST_DATABASE_URL: '' };
// The hostile-input run samples 20 inputs per route here; `npm run test:security` sends
// the whole 200.
const muestraHostil = { HOSTILES_POR_RUTA: process.env.HOSTILES_POR_RUTA ?? '20' };

// One file at a time per API pass: two at a time (alone 117 -> 64 s on PostgreSQL) made
// the whole run no shorter, the browser tests longer (the cores were already busy).
const servidor = ['vitest', 'run', '--project', 'server'];
const apiPostgres = () =>
  pgUrl
    ? suite('Pruebas de la API (PostgreSQL)', 'npx', servidor, {
        TEST_DATABASE_URL: pgUrl,
        ...muestraHostil,
      })
    : (console.log('\n(DATABASE_URL no está definida: se omite la segunda pasada en PostgreSQL.)'),
      Promise.resolve(true));
// The exports test holds the health check's p99 during 20 spreadsheets at once
// (docs/fiabilidad.md): it runs last, with the machine to itself, not beside the lanes.
const EXPORTACIONES = 'e2e/fiabilidad/exportaciones.test.ts';
const navegador = () =>
  suite(
    'Pruebas en el navegador',
    'npx',
    ['vitest', 'run', '--project', 'e2e', '--exclude', EXPORTACIONES],
    { ...sinBase, CHROMIUM_PATH: chromium },
  );
const exportaciones = () =>
  suite(
    'Exportaciones a la vez, con la máquina libre',
    'npx',
    ['vitest', 'run', '--project', 'e2e', EXPORTACIONES],
    { ...sinBase, CHROMIUM_PATH: chromium },
  );
const apiPglite = () =>
  suite('Pruebas de la API (PGlite)', 'npx', servidor, {
    ...sinBase,
    ...muestraHostil,
  });
const carriles = await Promise.all([
  carril([() => suite('Calidad (npm run lint)', 'npm', ['run', 'lint']), apiPostgres]),
  carril([() => suite('Compilación de la web y del servidor', 'npm', ['run', 'build']), navegador]),
  carril([
    () => suite('Pruebas unitarias (shared, web y herramientas)', 'npm', ['run', 'test:unit']),
    apiPglite,
  ]),
]);
terminar(carriles.every(Boolean) && (await exportaciones()));
console.log(`\n${tiempos.map((t) => `  ✓ ${t}`).join('\n')}`);
console.log(`\n✓ Todas las pruebas pasaron en ${duracion(Date.now() - inicio)}.`);
