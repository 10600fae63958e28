// Build-time entry (apps/web/scripts/prerender.mjs builds it with `vite build --ssr` and
// runs it in Node): draws the landing page as the browser would for a signed-out visitor
// with the default preferences, so `/` paints its text before any script has loaded
// (docs/desarrollo.md, Prerendered landing).
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { PREFERENCIAS_KEY, PREFERENCIAS_POR_DEFECTO } from '@/lib/preferences';
import { TOKEN_KEY, USER_KEY } from '@/lib/sesion';
import { Aplicacion } from './app/aplicacion';
import { cargarRutas, CLICS_PREVIOS, HIDRATACION_INICIO, SIN_PRERENDER } from './app/prerender';
import { createAppRoutes } from './app/router';

/**
 * The page's one inline script, in its <head>. First, before anything paints: the markup
 * is drawn signed out, in the light scheme and at full size, so a visitor with a stored
 * session or other display preferences gets it hidden (ESTILO), and main.tsx draws the
 * page from scratch as for any other route (stored values are compared as the app writes
 * them; anything else counts as different, which only costs that visitor the prerender).
 * It records the buttons clicked until the app takes the markup over (main.tsx clicks
 * them again once hydrated: a tap on "Acceder" while the scripts load is not lost).
 * Then it imports the app's modules (`entrada` and its `precargas`, the tags Vite wrote;
 * as separate imports, each graph runs in its own task as it arrives, and no <link> is
 * added, which would make the browser recompute the page's styles):
 * for that visitor at once; otherwise once the markup has painted (its first contentful
 * paint, which waits for the stylesheets; without paint timing, the first frame), so on a
 * slow connection the first paint needs only the HTML and the CSS, and the scripts, which
 * only make the page interactive, do not compete with them (a hidden tab does not paint:
 * it loads them at once).
 */
function scriptInicial(entrada: string, precargas: string[]): string {
  const cond =
    `s.getItem(${JSON.stringify(TOKEN_KEY)})!==null||s.getItem(${JSON.stringify(USER_KEY)})!==null` +
    `||(p!==null&&p!==${JSON.stringify(JSON.stringify(PREFERENCIAS_POR_DEFECTO))})`;
  return (
    `(function(){var d=document,e=d.documentElement,a=${JSON.stringify(SIN_PRERENDER)};` +
    `try{var s=localStorage,p=s.getItem(${JSON.stringify(PREFERENCIAS_KEY)});if(${cond})e.setAttribute(a,"")}catch(x){}` +
    `var q=self[${JSON.stringify(CLICS_PREVIOS)}]=[];d.addEventListener("click",function(v){` +
    `var b=v.target&&v.target.closest&&v.target.closest("button");` +
    `if(b&&self[${JSON.stringify(CLICS_PREVIOS)}]===q)q.push(b)},true);` +
    `function cargar(){${JSON.stringify([...precargas, entrada])}.forEach(function(h){` +
    `import(h).catch(function(x){setTimeout(function(){throw x})})})}` +
    `if(e.hasAttribute(a)||d.visibilityState==="hidden")cargar();` +
    `else if(self.PerformanceObserver&&PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0)` +
    `new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();cargar()}})` +
    `.observe({type:"paint",buffered:true});` +
    `else requestAnimationFrame(function(){setTimeout(cargar)})})()`
  );
}

/** Hides the prerendered markup while the script's attribute is set. */
const ESTILO = `html[${SIN_PRERENDER}] #root{display:none}`;

/** Puts `nuevo` in place of `buscado`, which must be in `html` exactly once. */
function reemplazar(html: string, buscado: string, nuevo: string): string {
  const partes = html.split(buscado);
  if (partes.length !== 2) throw new Error(`La plantilla no contiene una vez «${buscado}».`);
  return partes.join(nuevo);
}

/**
 * The landing page: Vite's `index.html` (`plantilla`) with the markup in #root, the
 * inline script in place of the script tags, and `hojas` (the stylesheets of the lazy chunks the markup draws, which
 * the SPA shell only loads with them). `scripts` are the inline scripts' texts, for the
 * server's Content-Security-Policy.
 */
export async function prerenderizarInicio(
  plantilla: string,
  hojas: string[],
): Promise<{ html: string; scripts: string[] }> {
  const queryClient = createQueryClient();
  const routes = createAppRoutes(queryClient);
  await cargarRutas(routes, '/');
  const router = createMemoryRouter(routes, { hydrationData: HIDRATACION_INICIO });
  const errores: unknown[] = [];
  // `prerender` waits for the lazy components (the landing's sections). Without a chunk
  // size limit every boundary is written in place: no streaming script to move it there,
  // which the CSP would block.
  const { prelude } = await prerender(<Aplicacion queryClient={queryClient} router={router} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errores.push(error),
  });
  const markup = await new Response(prelude).text();
  router.dispose();
  queryClient.clear();
  if (errores.length > 0) {
    throw new AggregateError(errores, 'La página de inicio falló al dibujarse.');
  }
  if (/<script|<!--\$[?!]-->/.test(markup)) {
    throw new Error('La página de inicio quedó a medias: un bloque quedó pendiente de un script.');
  }

  let html = reemplazar(
    plantilla,
    '<html lang="es">',
    '<html lang="es" data-mantine-color-scheme="light">',
  );
  // Vite's tags for the entry and its preloads leave the HTML: the inline script adds them.
  const entrada = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
  if (!entrada?.[1]) throw new Error('La plantilla no carga un módulo de entrada.');
  html = html.replace(entrada[0], '');
  const precargas: string[] = [];
  html = html.replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href) => {
    precargas.push(String(href));
    return '';
  });
  const script = scriptInicial(entrada[1], precargas);
  const enlaces = hojas.map((h) => `<link rel="stylesheet" crossorigin href="${h}">`).join('');
  html = reemplazar(html, '</title>', `</title><script>${script}</script><style>${ESTILO}</style>`);
  html = reemplazar(html, '</head>', `${enlaces}</head>`);
  html = reemplazar(
    html,
    '<div id="root"></div>',
    `<div id="root" data-prerender="/" data-anio="${new Date().getFullYear()}">${markup}</div>`,
  );
  return { html, scripts: [script] };
}
