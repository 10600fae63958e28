import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { pendientesResponse } from '@mchabbo/shared/pendientes/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as service from './pendientes.service';

/** What waits for the caller (docs/reglas.md, Pending work). */
export async function pendientesRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/pendientes', {
    config: { politica: 'cronometrador' },
    schema: { tags: ['pendientes'], response: respuestas({ 200: pendientesResponse }) },
    handler: (request) => service.pendientes(ctx, usuarioDe(request)),
  });
}
