// Build-time entry (apps/web/scripts/prerender.mjs builds it with `vite build --ssr` and
// runs it in Node): draws the landing page as the browser would for a signed-out visitor
// with the default preferences, so `/` paints its text before any script has loaded
// (docs/desarrollo.md, Prerendered landing).
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { PREFERENCIAS_KEY, PREFERENCIAS_POR_DEFECTO } from '@/lib/preferences';
import { TOKEN_KEY, USER_KEY } from '@/lib/session';
import { Aplicacion } from './app/aplicacion';
import { cargarRutas, HIDRATACION_INICIO, SIN_PRERENDER } from './app/prerender';
import { createAppRoutes } from './app/router';

/**
 * Runs in the page's <head> before anything paints. The markup is drawn signed out, in
 * the light scheme and at full size: a visitor with a stored session or other display
 * preferences gets it hidden, and main.tsx draws the page from scratch as for any other
 * route (the stored values are compared as the app writes them; anything else counts as
 * different, which only costs that visitor the prerender).
 */
const SCRIPT =
  `try{var s=localStorage,p=s.getItem(${JSON.stringify(PREFERENCIAS_KEY)});` +
  `if(s.getItem(${JSON.stringify(TOKEN_KEY)})!==null||s.getItem(${JSON.stringify(USER_KEY)})!==null` +
  `||(p!==null&&p!==${JSON.stringify(JSON.stringify(PREFERENCIAS_POR_DEFECTO))}))` +
  `document.documentElement.setAttribute(${JSON.stringify(SIN_PRERENDER)},"")}catch(e){}`;

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
 * inline script, and `hojas` (the stylesheets of the lazy chunks the markup draws, which
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
  const enlaces = hojas.map((h) => `<link rel="stylesheet" crossorigin href="${h}">`).join('');
  html = reemplazar(html, '</title>', `</title><script>${SCRIPT}</script><style>${ESTILO}</style>`);
  html = reemplazar(html, '</head>', `${enlaces}</head>`);
  html = reemplazar(
    html,
    '<div id="root"></div>',
    `<div id="root" data-prerender="/" data-anio="${new Date().getFullYear()}">${markup}</div>`,
  );
  return { html, scripts: [SCRIPT] };
}
