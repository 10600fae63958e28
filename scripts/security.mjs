// `npm run test:security`: the security and reliability suites, then their figures.
// Runs the permission matrix, hostile inputs, token checks and sign-in throttling on
// PGlite (and PostgreSQL when DATABASE_URL is set), then the process-level fault,
// concurrency and two-process suites, and prints what they counted.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const carpeta = path.join(root, 'test-results/seguridad');
rmSync(carpeta, { recursive: true, force: true });

const suitesApi = [
  'apps/server/src/modules/sistema',
  'apps/server/src/modules/cuenta/cuenta.intentos.test.ts',
  'apps/server/src/modules/tiempos/tiempos.concurrencia.test.ts',
  'apps/server/src/modules/ajustes/ajustes.test.ts',
];
let fallo = false;
function run(titulo, args, env = {}) {
  console.log(`\n=== ${titulo} ===`);
  const r = spawnSync('npx', ['vitest', 'run', ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (r.status !== 0) fallo = true;
}

run('API sobre PGlite', ['--project', 'server', ...suitesApi], { TEST_DATABASE_URL: '' });
if (process.env.DATABASE_URL) {
  run('API sobre PostgreSQL', ['--project', 'server', ...suitesApi], {
    TEST_DATABASE_URL: process.env.DATABASE_URL,
  });
}
run('Fallos, concurrencia y dos procesos', ['--project', 'e2e', 'e2e/fiabilidad']);

const cifras = readdirSync(carpeta, { withFileTypes: true })
  .filter((f) => f.isFile() && f.name.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(carpeta, f.name), 'utf8')));
const suma = (campo) => cifras.reduce((n, c) => n + (Number(c[campo]) || 0), 0);

const filas = [
  ['Rutas × roles comprobadas', suma('rutasPorRoles')],
  ['Accesos indebidos', suma('accesosIndebidos')],
  ['Entradas hostiles enviadas', suma('entradasHostiles')],
  ['Cambios tras una entrada rechazada', suma('cambiosIndebidos')],
  ['Respuestas 5xx', suma('respuestas5xx')],
  ['Fallos (SIGKILL/SIGTERM) superados', suma('fallosSobrevividos')],
  ['Escrituras confirmadas comprobadas', suma('escriturasConfirmadas')],
  ['Escrituras confirmadas perdidas', suma('perdidas')],
  ['Pagos dobles', suma('pagosDobles')],
  ['Exportaciones a la vez (10 000 turnos)', suma('exportaciones')],
  ['  de ellas, archivos completos', suma('archivosCompletos')],
  ['  de ellas, 429', suma('respuestas429')],
  ['Pico del montón durante ellas (MB)', suma('montonPicoMb')],
  ['/api/salud p99 durante ellas (ms)', suma('saludP99Ms')],
  ['Carreras de escrituras por pares (solicitudes)', suma('solicitudesCarreras')],
  ['Ajustes leídos como se guardaron', suma('ajustesLeidosComoSeGuardaron')],
];
console.log('\nInforme de seguridad y fiabilidad');
for (const [nombre, valor] of filas) console.log(`${nombre.padEnd(40)} ${valor}`);
console.log(`Suites: ${cifras.map((c) => c.suite).join(', ')}`);

const mal =
  suma('accesosIndebidos') +
  suma('respuestas5xx') +
  suma('perdidas') +
  suma('pagosDobles') +
  suma('cambiosIndebidos');
if (fallo || mal > 0) {
  console.error('\n✗ El informe no está limpio.');
  process.exit(1);
}
console.log('\n✓ 0 respuestas 5xx, 0 accesos indebidos, 0 escrituras perdidas.');
