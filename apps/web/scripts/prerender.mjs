// Prerenders the landing page (docs/desarrollo.md, Prerendered landing). Run after
// `vite build`: builds src/entry-prerender.tsx for Node (`vite build --ssr`, into
// node_modules/.cache so its bare imports resolve to the installed packages), draws `/`
// with it into dist/inicio.html, writes the panel pages' shells (paginas-panel.mjs), and
// writes dist/prerender.json, which tells the server which page to send for `/` and for
// each panel address, and the hashes its Content-Security-Policy must allow for the
// landing's inline script.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { escribirPaginasDelPanel } from './paginas-panel.mjs';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const salida = join(web, '../../node_modules/.cache/mchabbo-prerender');
const PAGINA = 'inicio.html';

await build({
  root: web,
  logLevel: 'warn',
  build: {
    ssr: 'src/entry-prerender.tsx',
    outDir: salida,
    emptyOutDir: true,
    copyPublicDir: false,
    manifest: false,
    sourcemap: false,
  },
});

// The stylesheets of the lazy chunks the landing draws (its layout, its page, its
// sections and their imports): the SPA shell loads them with the chunks, after the
// first paint; the prerendered page needs them before it.
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entrada = Object.values(manifest).find((c) => c.isEntry);
const hojas = new Set();
const vistos = new Set();
const pendientes = [
  'src/app/layouts/public-layout.tsx',
  'src/app/routes/landing.tsx',
  'src/app/routes/landing-secciones.tsx',
];
while (pendientes.length) {
  const clave = pendientes.pop();
  if (vistos.has(clave)) continue;
  vistos.add(clave);
  const chunk = manifest[clave];
  if (!chunk) throw new Error(`Falta ${clave} en el manifest de Vite.`);
  for (const hoja of chunk.css ?? []) if (!entrada.css?.includes(hoja)) hojas.add(`/${hoja}`);
  pendientes.push(...(chunk.imports ?? []));
}

const { prerenderizarInicio } = await import(
  pathToFileURL(join(salida, 'entry-prerender.js')).href
);
const { html, scripts } = await prerenderizarInicio(
  readFileSync(join(dist, 'index.html'), 'utf8'),
  [...hojas].sort(),
);
writeFileSync(join(dist, PAGINA), html);
// The panel's pages are not drawn, but each gets the SPA shell with its code preloaded.
const panel = escribirPaginasDelPanel(
  dist,
  manifest,
  readFileSync(join(dist, 'index.html'), 'utf8'),
);
const hash = (texto) => `sha256-${createHash('sha256').update(texto).digest('base64')}`;
writeFileSync(
  join(dist, 'prerender.json'),
  `${JSON.stringify({ paginas: { '/': PAGINA, ...panel }, scripts: scripts.map(hash) }, null, 2)}\n`,
);
rmSync(salida, { recursive: true, force: true });
console.log(`Página de inicio prerenderizada en dist/${PAGINA}.`);
