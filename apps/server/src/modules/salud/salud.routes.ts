import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import * as z from 'zod';
import { version } from '../../../../../package.json';

const base = z.enum(['pglite', 'postgres']);

const saludOk = z.object({ estado: z.literal('ok'), version: z.string(), base });

const saludError = z.object({
  estado: z.literal('error'),
  message: z.string(),
  version: z.string(),
  base,
});

/** How long the database may take to answer before the server reports itself unhealthy. */
const ESPERA_MAXIMA_MS = 2000;

/**
 * The health check a process manager or load balancer probes: 200 when the database
 * answers a trivial query in time, 503 otherwise. Public, never rate limited and never
 * kept: every probe asks the database again.
 */
export async function saludRoutes(app: FastifyInstance, opts: { esperaMaximaMs?: number }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const esperaMaxima = opts.esperaMaximaMs ?? ESPERA_MAXIMA_MS;
  const database = app.database;

  // Two answers, 200 and 503, and no web call: a plain route, not a declared endpoint.
  r.get('/salud', {
    config: { politica: 'publico' },
    schema: { tags: ['sistema'], response: { 200: saludOk, 503: saludError } },
    handler: async (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      let temporizador: NodeJS.Timeout | undefined;
      const plazo = new Promise<never>((_resolve, reject) => {
        temporizador = setTimeout(
          () => reject(new Error(`no answer within ${esperaMaxima} ms`)),
          esperaMaxima,
        );
      });
      try {
        await Promise.race([database.db.execute(sql`select 1`), plazo]);
        return { estado: 'ok' as const, version, base: database.kind };
      } catch (err) {
        reply.log.warn({ err }, 'health check: the database did not answer');
        return reply.status(503).send({
          estado: 'error' as const,
          message: 'La base de datos no responde.',
          version,
          base: database.kind,
        });
      } finally {
        clearTimeout(temporizador);
      }
    },
  });
}
