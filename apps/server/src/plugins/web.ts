import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * What the web build wrote for given paths (apps/web/scripts/prerender.mjs writes
 * `prerender.json`): the HTML file for each path (the prerendered landing; each panel
 * page's SPA shell with its code preloaded), and the hashes (`sha256-…`) of the
 * inline scripts those files carry.
 */
export interface Prerender {
  paginas: Record<string, string>;
  scripts: string[];
}

const SIN_PRERENDER: Prerender = { paginas: {}, scripts: [] };

/** Reads the build's `prerender.json`; none (or a malformed one) means every path gets the SPA shell. */
export function leerPrerender(dist: string): Prerender {
  let datos: unknown;
  try {
    datos = JSON.parse(readFileSync(path.join(dist, 'prerender.json'), 'utf8'));
  } catch {
    return SIN_PRERENDER;
  }
  const { paginas, scripts } = (datos ?? {}) as Record<string, unknown>;
  const esTexto = (v: unknown): v is string => typeof v === 'string';
  if (typeof paginas !== 'object' || paginas === null || !Array.isArray(scripts)) {
    return SIN_PRERENDER;
  }
  const archivos = Object.entries(paginas).filter(
    (par): par is [string, string] =>
      esTexto(par[1]) && /^[\w-]+\.html$/.test(par[1]) && existsSync(path.join(dist, par[1])),
  );
  return {
    paginas: Object.fromEntries(archivos),
    scripts: scripts.filter((s) => esTexto(s) && /^sha256-[\w+/]+=*$/.test(s)),
  };
}

/**
 * Serves the built web app, with every non-API path falling back to index.html so
 * the client router can take it; a path the build wrote its own HTML for (the
 * prerendered landing, a panel page) gets that instead. Unknown `/api` paths stay
 * JSON 404s.
 */
async function web(app: FastifyInstance, opts: { dist: string; prerender: Prerender }) {
  const hayWeb = existsSync(path.join(opts.dist, 'index.html'));
  if (hayWeb) {
    // Cache-Control is ours alone, set here for files and sendFile's pages alike.
    const comun = {
      index: false,
      // The build writes .br and .gz copies of its text files (apps/web/scripts/compress.mjs),
      // found beside each file when it is asked for: they need no route of their own.
      preCompressed: true,
      cacheControl: false,
    } as const;
    // The build's top-level files (pages, icons, manifest, service worker): one route each,
    // so any other path falls through to the not-found handler below.
    await app.register(fastifyStatic, {
      ...comun,
      root: opts.dist,
      wildcard: false,
      globIgnore: ['**/*.br', '**/*.gz', 'assets/**'],
      setHeaders(respuesta) {
        respuesta.setHeader('cache-control', 'no-cache');
      },
    });
    // The hashed assets (most of the build's files) under one route: a route per file was
    // most of what the server's start spent on routes. Hashed files never change.
    if (existsSync(path.join(opts.dist, 'assets'))) {
      await app.register(fastifyStatic, {
        ...comun,
        root: path.join(opts.dist, 'assets'),
        prefix: '/assets/',
        decorateReply: false,
        setHeaders(respuesta) {
          respuesta.setHeader('cache-control', 'public, max-age=31536000, immutable');
        },
      });
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const ruta = request.url.split('?')[0] ?? '/';
    const esApi = ruta === '/api' || ruta.startsWith('/api/');
    if (!esApi && hayWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      const pagina = Object.hasOwn(opts.prerender.paginas, ruta)
        ? opts.prerender.paginas[ruta]
        : undefined;
      return reply.sendFile(pagina ?? 'index.html');
    }
    return reply.status(404).send({ message: `No existe la ruta ${request.method} ${ruta}.` });
  });
}

/** The web app and the not-found handling of every path. */
export default fp(web, { name: 'web' });
