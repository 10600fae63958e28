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
    modulePreload: { polyfill: false },
  },
});
