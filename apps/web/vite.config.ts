import { readdirSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const proxy = { '/api': 'http://localhost:3000' };

/**
 * Lazy route modules the first visit needs at once: preloading them from index.html
 * downloads them with the entry instead of after it has run (one round trip less before
 * the landing page paints). The signed-in panel reuses most of what they import.
 */
const PRECARGAR = ['src/app/layouts/public-layout.tsx', 'src/app/routes/landing.tsx'];

function precargarRutas(): Plugin {
  return {
    name: 'precargar-rutas',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entrada = chunks.find((c) => c.isEntry);
        // The entry's own static imports are preloaded by Vite already.
        const yaCargados = new Set([entrada?.fileName, ...(entrada?.imports ?? [])]);
        const archivos = new Set<string>();
        const pendientes = chunks
          .filter((c) => PRECARGAR.some((ruta) => c.facadeModuleId?.endsWith(ruta)))
          .map((c) => c.fileName);
        while (pendientes.length) {
          const archivo = pendientes.pop()!;
          if (archivos.has(archivo) || yaCargados.has(archivo)) continue;
          archivos.add(archivo);
          const chunk = bundle[archivo];
          if (chunk?.type === 'chunk') pendientes.push(...chunk.imports);
        }
        return [...archivos].sort().map((archivo) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${archivo}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** Base names of the router's page and layout components (their chunks are named after them). */
const RUTAS = new Set(
  ['app/routes', 'app/routes/app', 'app/layouts'].flatMap((dir) =>
    readdirSync(`${src}/${dir}`)
      .filter((f) => f.endsWith('.tsx') && !f.includes('.test.'))
      .map((f) => f.replace(/\.tsx$/, '')),
  ),
);

/**
 * What Vite's helper loads with each dynamic import besides the chunk itself. A page or
 * layout module loaded by the router gets only its CSS: its JavaScript imports are fetched
 * by the browser once the chunk arrives, and the entry neither lists them nor inserts
 * dozens of <link>s on the main thread while the page starts. Code split off inside a page
 * (a screen loaded with its heading, a dialog) gets its imports preloaded too: Rolldown does
 * not hoist transitive imports, so they would otherwise arrive one level at a time.
 */
function dependenciasPrecargadas(
  archivo: string,
  deps: string[],
  { hostType }: { hostType: 'html' | 'js' },
): string[] {
  const nombre = archivo.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');
  if (hostType === 'js' && RUTAS.has(nombre)) return deps.filter((dep) => dep.endsWith('.css'));
  return deps;
}

export default defineConfig({
  plugins: [react(), precargarRutas()],
  resolve: { alias: { '@': src } },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-size.mjs follows the manifest to size what each route loads.
    manifest: true,
    // Every browser the panel supports preloads modules natively: no polyfill in the entry.
    modulePreload: { polyfill: false, resolveDependencies: dependenciasPrecargadas },
    rolldownOptions: {
      output: {
        // zod in a chunk of its own: the pages that validate share it, and it never
        // joins the common chunk the landing loads (its 150 KB budget, docs/rendimiento.md).
        codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ }] },
      },
    },
  },
});
