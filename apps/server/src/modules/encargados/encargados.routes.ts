import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { informeQuery, informeResponse } from '@mchabbo/shared/encargados/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import * as service from './encargados.service';

/** The managers' report (docs/reglas.md, Managers' report). */
export async function encargadosRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/encargados/informe', {
    // The same for every caller of the policy; without a week it follows the clock.
    config: { politica: 'direccion' },
    schema: {
      tags: ['encargados'],
      querystring: informeQuery,
      response: respuestas({ 200: informeResponse }),
    },
    handler: (request) => service.informe(ctx, request.query.semana),
  });
}
