// `npm test`: every suite in order. Unit tests, the API on PGlite, the same API
// tests on PostgreSQL when DATABASE_URL is set, then the browser tests on the
// built app. In CI (CI=true) a missing PostgreSQL or Chromium fails the run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const enCi = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(titulo, cmd, args, env = {}) {
  console.log(`\n=== ${titulo} ===`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✗ ${titulo} falló.`);
    process.exit(result.status ?? 1);
  }
}

const sinBase = { DATABASE_URL: '', TEST_DATABASE_URL: '' };
run('Pruebas unitarias (shared y web)', 'npx', [
  'vitest',
  'run',
  '--project',
  'shared',
  '--project',
  'web',
]);
run('Pruebas de la API (PGlite)', 'npx', ['vitest', 'run', '--project', 'server'], sinBase);

const pgUrl = process.env.DATABASE_URL;
if (pgUrl) {
  run('Pruebas de la API (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'server'], {
    TEST_DATABASE_URL: pgUrl,
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
run('Compilación de la web', 'npm', ['run', 'build']);
run('Pruebas en el navegador', 'npx', ['vitest', 'run', '--project', 'e2e'], {
  ...sinBase,
  CHROMIUM_PATH: chromium,
});
console.log('\n✓ Todas las pruebas pasaron.');
