import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app, with every non-API path falling back to index.html so
 * the client router can take it. Unknown `/api` paths stay JSON 404s.
 */
async function web(app: FastifyInstance, opts: { dist: string }) {
  const hayWeb = existsSync(path.join(opts.dist, 'index.html'));
  if (hayWeb) {
    await app.register(fastifyStatic, {
      root: opts.dist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its text files (apps/web/scripts/compress.mjs).
      preCompressed: true,
      setHeaders(reply, archivo) {
        // Hashed assets never change; index.html must always be fresh.
        const inmutable = archivo.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          inmutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const ruta = request.url.split('?')[0] ?? '/';
    const esApi = ruta === '/api' || ruta.startsWith('/api/');
    if (!esApi && hayWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ message: `No existe la ruta ${request.method} ${ruta}.` });
  });
}

/** The web app and the not-found handling of every path. */
export default fp(web, { name: 'web' });
