// `npm start`: builds the web app and the server when either build is missing or older
// than its sources, then runs the compiled server with plain Node in this same process
// (signals such as SIGTERM and SIGUSR2 reach it directly). SKIP_BUILD=1 runs what is
// built, only warning when it is older than its sources (the browser tests and the
// benchmarks, which start several servers at once after `npm run build`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// `npm run backup` and `npm run restore` run the compiled backup tool the same way
// (`node scripts/start.mjs backup|restore [file]`); it needs only the server's build.
const herramienta = ['backup', 'restore'].includes(process.argv[2] ?? '');
const entrada = path.join(root, `apps/server/dist/${herramienta ? 'respaldos' : 'main'}.js`);

/**
 * Newest modification time under `rutas` (files or folders; a folder's own time moves
 * when a file in it is removed or renamed); test files do not count.
 */
function masReciente(rutas) {
  let max = 0;
  for (const ruta of rutas.map((r) => path.join(root, r))) {
    max = Math.max(max, modificado(ruta));
    if (!statSync(ruta, { throwIfNoEntry: false })?.isDirectory()) continue;
    for (const entry of readdirSync(ruta, { withFileTypes: true, recursive: true })) {
      if (entry.name.includes('.test.')) continue;
      max = Math.max(max, modificado(path.join(entry.parentPath, entry.name)));
    }
  }
  return max;
}

/** When a file was last changed; 0 when it does not exist (or was just removed). */
function modificado(archivo) {
  return statSync(archivo, { throwIfNoEntry: false })?.mtimeMs ?? 0;
}

const shared = ['packages/shared/src'];
const partes = [
  {
    nombre: 'la aplicación web',
    compilacion: 'la compilación de la aplicación web',
    workspace: '@mchabbo/web',
    resultado: path.join(root, 'apps/web/dist/index.html'),
    fuentes: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      // The build's own steps: the landing's prerender, compression, the size report.
      'apps/web/scripts',
      ...shared,
    ],
  },
  {
    nombre: 'el servidor',
    compilacion: 'la compilación del servidor',
    workspace: '@mchabbo/server',
    resultado: entrada,
    // The root package.json gives the version the server reports (/api/salud).
    fuentes: ['apps/server/src', 'apps/server/scripts', 'package.json', ...shared],
  },
];

if (herramienta) partes.splice(0, 1); // the web app's build is not needed
const anticuada = (parte) => modificado(parte.resultado) < masReciente(parte.fuentes);

if (process.env.SKIP_BUILD === '1') {
  if (!existsSync(entrada)) {
    console.error('Falta la compilación del servidor: ejecuta `npm run build`.');
    process.exit(1);
  }
  for (const parte of partes.filter(anticuada)) {
    console.warn(`Aviso: ${parte.compilacion} es anterior a sus fuentes.`);
  }
} else {
  for (const parte of partes) {
    if (!anticuada(parte)) continue;
    console.log(`Compilando ${parte.nombre}…`);
    const result = spawnSync('npm', ['run', 'build', '-w', parte.workspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// Errors and logs name the TypeScript file and line (the build writes source maps).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(entrada).href);
