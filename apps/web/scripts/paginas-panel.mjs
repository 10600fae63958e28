// The SPA shell of each page of the panel (docs/desarrollo.md, Web decisions): Vite's
// index.html with the landing's preloads replaced by the panel layout's and the page's
// (with its data module, if it has one). The router loads them lazily, as a chain: the
// entry, once run, imports the layout, the page and its data module; each chunk, once
// arrived, its own imports. Listed in the HTML, they all download while the entry does.
// prerender.mjs writes them and names them in dist/prerender.json, so the server sends
// each for its path.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LAYOUT = 'src/app/layouts/private-layout.tsx';
const PAGINAS = 'src/app/routes/app/';
/** The panel's address; its index page is the dashboard (src/config/paths.ts). */
const RAIZ = '/mchabbo';

/** The manifest keys `claves` load: themselves and their static imports, in load order. */
function cierre(manifest, claves) {
  const vistos = new Set();
  const visitar = (clave) => {
    if (vistos.has(clave)) return;
    if (!manifest[clave]) throw new Error(`Falta ${clave} en el manifest de Vite.`);
    vistos.add(clave);
    for (const importada of manifest[clave].imports ?? []) visitar(importada);
  };
  for (const clave of claves) visitar(clave);
  return [...vistos];
}

/**
 * Writes `dist/mchabbo.html` and `dist/mchabbo-<pagina>.html` for every page module
 * (`src/app/routes/app/<pagina>.tsx`, the router's convention) from `plantilla` (Vite's
 * index.html). Returns the path → file pairs for prerender.json.
 */
export function escribirPaginasDelPanel(dist, manifest, plantilla) {
  const claveEntrada = Object.keys(manifest).find((clave) => manifest[clave].isEntry);
  const entrada = cierre(manifest, [claveEntrada]);
  const hojasEntrada = new Set(entrada.flatMap((clave) => manifest[clave].css ?? []));
  // The entry's own imports keep the preloads Vite wrote; the landing's go.
  const deLaEntrada = new Set(entrada.map((clave) => `/${manifest[clave].file}`));
  let precargasQuitadas = 0;
  const base = plantilla.replace(
    /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g,
    (etiqueta, href) => {
      if (deLaEntrada.has(href)) return etiqueta;
      precargasQuitadas++;
      return '';
    },
  );
  if (!base.includes('</head>') || precargasQuitadas === 0) {
    throw new Error('index.html no tiene la forma esperada (precargas de la página de inicio).');
  }

  const paginas = {};
  const deRutas = (c) => c.startsWith(PAGINAS) && /^[\w-]+\.tsx$/.test(c.slice(PAGINAS.length));
  for (const clave of Object.keys(manifest).filter(deRutas)) {
    const pagina = clave.slice(PAGINAS.length, -'.tsx'.length);
    const ruta = pagina === 'dashboard' ? RAIZ : `${RAIZ}/${pagina}`;
    const archivo = `${ruta.slice(1).replace('/', '-')}.html`;
    // Its data module, if it has one (src/app/router.tsx): the router waits for it too.
    const datos = Object.keys(manifest).filter((c) =>
      new RegExp(`^src/features/[\\w-]+/precargar-${pagina}\\.ts$`).test(c),
    );
    const propias = cierre(manifest, [LAYOUT, clave, ...datos]).filter((c) => !entrada.includes(c));
    // Preloaded, not applied: the entry runs without waiting for them, and Vite's loader
    // adds each stylesheet with its chunk, from the cache.
    const hojas = [...new Set(propias.flatMap((c) => manifest[c].css ?? []))]
      .filter((hoja) => !hojasEntrada.has(hoja))
      .map((hoja) => `<link rel="preload" as="style" crossorigin href="/${hoja}">`);
    const modulos = propias
      .map((c) => manifest[c].file)
      .filter((f) => f.endsWith('.js'))
      .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
    const html = base.replace('</head>', `  ${[...hojas, ...modulos].join('\n    ')}\n  </head>`);
    writeFileSync(join(dist, archivo), html);
    paginas[ruta] = archivo;
  }
  return paginas;
}
