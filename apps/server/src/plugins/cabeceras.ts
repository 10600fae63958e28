import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The headers helmet sets for these options. They depend on nothing in the request
 * (no nonces, no functions among the directives), so they are worked out once.
 */
export function cabecerasDeHelmet(opciones: HelmetOptions): Map<string, string> {
  const cabeceras = new Map<string, string>();
  const respuesta = {
    setHeader: (nombre: string, valor: string) => cabeceras.set(nombre.toLowerCase(), valor),
    removeHeader: (nombre: string) => cabeceras.delete(nombre.toLowerCase()),
  };
  helmet(opciones)(
    {} as IncomingMessage,
    respuesta as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return cabeceras;
}

/**
 * Helmet's security headers on every answer (API, pages, files, errors and live
 * streams alike). Fastify's helmet plugin ran helmet afresh on each request, parsing
 * the content security policy every time; these are the same headers, set from one
 * list made at start.
 */
async function cabeceras(app: FastifyInstance, opciones: HelmetOptions) {
  const fijas = [...cabecerasDeHelmet(opciones)];
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [nombre, valor] of fijas) reply.raw.setHeader(nombre, valor);
    done();
  });
}

export default fp(cabeceras, { name: 'cabeceras' });
