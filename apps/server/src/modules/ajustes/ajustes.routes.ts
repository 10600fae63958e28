import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ajustesBody, ajustesResponse } from '@mchabbo/shared/ajustes/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as service from './ajustes.service';

/** Owner settings: owner share of sales, pay week time zone, maximum shift, promotions, Discord. */
export async function ajustesRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ajustes'];

  r.get('/ajustes', {
    config: { politica: 'dueno' },
    schema: { tags, response: respuestas({ 200: ajustesResponse }) },
    handler: () => service.vista(ctx.db),
  });

  r.patch('/ajustes', {
    config: { politica: 'dueno' },
    schema: {
      tags,
      body: ajustesBody,
      response: respuestas({ 200: ajustesResponse.extend({ message: z.string() }) }),
    },
    handler: async (request) => {
      return {
        message: 'Ajustes guardados',
        ...(await service.guardar(ctx, usuarioDe(request), request.body)),
      };
    },
  });
}
