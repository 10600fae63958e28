// Prints, for each route, the JavaScript and CSS the browser downloads to show it (gzip
// KB), following static imports in Vite's manifest. Run after `vite build`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('No hay manifest: ejecuta `vite build` (build.manifest: true) antes.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

// Warn (without failing the build) when the landing's first load (JS + CSS before the
// first paint) grows past the performance budget (docs/rendimiento.md).
const BUDGET_LANDING_KB = 150;

const gzCache = new Map();
function gz(file) {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file))).length);
  return gzCache.get(file);
}

/** Every chunk key loaded with `keys`: themselves plus their static imports, recursively. */
function closure(keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Falta ${key} en el manifest`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

function size(keys) {
  return sizeOf(closure(keys));
}

/** Sizes exactly these chunks (no import following). */
function sizeOf(keys) {
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
  return { js: sum(js), css: sum(css), files: js.size + css.size };
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const PUBLIC = 'src/app/layouts/public-layout.tsx';
const PRIVATE = 'src/app/layouts/private-layout.tsx';
const routeKey = (name) => `src/app/routes/${name}.tsx`;

const rows = [
  ['/ (inicio)', [entry, PUBLIC, routeKey('landing')]],
  ['/rangos', [entry, PUBLIC, routeKey('rangos')]],
  ['404', [entry, PUBLIC, routeKey('not-found')]],
  ['/mchabbo (marco)', [entry, PRIVATE]],
];
const privateRoutes = Object.keys(manifest)
  .filter((key) => key.startsWith('src/app/routes/app/'))
  .map((key) => key.slice('src/app/routes/app/'.length, -'.tsx'.length))
  .sort((a, b) => (a === 'dashboard' ? -1 : b === 'dashboard' ? 1 : a.localeCompare(b)));
for (const name of privateRoutes) {
  const path = name === 'dashboard' ? '/mchabbo' : `/mchabbo/${name}`;
  rows.push([path, [entry, PRIVATE, routeKey(`app/${name}`)]]);
}
const routeChunks = new Set(rows.flatMap(([, keys]) => keys));
const onDemand = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && !routeChunks.has(key),
);

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const shell = size([entry, PRIVATE]);
console.log('\nTamaño por ruta (KB gzip, JS y CSS que carga la primera visita)\n');
console.log(
  `${'Ruta'.padEnd(46)}${'JS'.padStart(7)}${'CSS'.padStart(7)}${'+JS marco'.padStart(11)}`,
);
for (const [label, keys] of rows) {
  const s = size(keys);
  const extra = keys.includes(PRIVATE) && keys.length > 2 ? kb(s.js - shell.js) : '';
  console.log(`${label.padEnd(46)}${kb(s.js)}${kb(s.css)}${extra.padStart(11)}`);
}
console.log('\nBajo demanda desde el inicio (lo que se añade al abrirlo)\n');
const landingKeys = closure([entry, PUBLIC, routeKey('landing')]);
for (const key of onDemand) {
  const s = sizeOf([...closure([key])].filter((k) => !landingKeys.has(k)));
  console.log(`${key.replace('src/', '').padEnd(46)}${kb(s.js)}${kb(s.css)}`);
}

const landing = size([entry, PUBLIC, routeKey('landing')]);
const landingKb = (landing.js + landing.css) / 1024;
console.log(
  landingKb > BUDGET_LANDING_KB
    ? `\n⚠ La página de inicio supera el presupuesto: ${landingKb.toFixed(1)} KB de JS y CSS > ${BUDGET_LANDING_KB} KB.\n`
    : `\nPágina de inicio dentro del presupuesto: ${landingKb.toFixed(1)} KB de JS y CSS ≤ ${BUDGET_LANDING_KB} KB.\n`,
);
