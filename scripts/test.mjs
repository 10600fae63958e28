// `npm test`: every suite in order. The lint gate (ESLint with type-aware rules,
// Prettier, tsc, module boundaries, unused code), unit tests, the API on PGlite, the
// same API tests on PostgreSQL when DATABASE_URL is set, then the browser tests against
// the compiled server and web app (what `npm start` runs). In CI (CI=true) a missing
// PostgreSQL or Chromium fails the run. Prints how long each suite took.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const enCi = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const inicio = Date.now();
const tiempos = [];

/** "1 min 12 s" or "48 s". */
function duracion(ms) {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)} min ${s % 60} s` : `${s} s`;
}

function run(titulo, cmd, args, env = {}) {
  console.log(`\n=== ${titulo} ===`);
  const desde = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const linea = `${titulo} — ${duracion(Date.now() - desde)}`;
  if (result.status !== 0) {
    console.error(`\n✗ ${linea}: falló.`);
    process.exit(result.status ?? 1);
  }
  tiempos.push(linea);
  console.log(`\n✓ ${linea}`);
}

const sinBase = { DATABASE_URL: '', TEST_DATABASE_URL: '' };
// The hostile-input run samples 40 inputs per route here; `npm run test:security` sends
// the whole 200.
const muestraHostil = { HOSTILES_POR_RUTA: process.env.HOSTILES_POR_RUTA ?? '40' };
run('Calidad (npm run lint)', 'npm', ['run', 'lint']);
run('Pruebas unitarias (shared, web y herramientas)', 'npm', ['run', 'test:unit']);
run('Pruebas de la API (PGlite)', 'npx', ['vitest', 'run', '--project', 'server'], {
  ...sinBase,
  ...muestraHostil,
});

const pgUrl = process.env.DATABASE_URL;
if (pgUrl) {
  run('Pruebas de la API (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], {
    TEST_DATABASE_URL: pgUrl,
    ...muestraHostil,
  });
} else if (enCi) {
  console.error('CI necesita DATABASE_URL para las pruebas de la API en PostgreSQL.');
  process.exit(1);
} else {
  console.log('\n(DATABASE_URL no está definida: se omite la segunda pasada en PostgreSQL.)');
}

if (!existsSync(chromium)) {
  console.error(
    `\nNo se encontró Chromium en ${chromium}. Instálalo (apt-get install chromium) ` +
      'o indica su ruta con CHROMIUM_PATH para las pruebas en el navegador.',
  );
  process.exit(1);
}
run('Compilación de la web y del servidor', 'npm', ['run', 'build']);
run('Pruebas en el navegador', 'npx', ['vitest', 'run', '--project', 'e2e'], {
  ...sinBase,
  CHROMIUM_PATH: chromium,
});
console.log(`\n${tiempos.map((t) => `  ✓ ${t}`).join('\n')}`);
console.log(`\n✓ Todas las pruebas pasaron en ${duracion(Date.now() - inicio)}.`);
