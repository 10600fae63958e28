import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { estadisticasQuery, estadisticasResponse } from '@mchabbo/shared/estadisticas/contratos';
import type { Ctx } from '../../lib/context';
import type { Instantanea } from '../../lib/lecturas';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as service from './estadisticas.service';

/** The week in charts (docs/reglas.md, Statistics). */
export async function estadisticasRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const finSemana = (instantanea: Instantanea) => service.finSemana(ctx, instantanea);

  r.get('/estadisticas', {
    // The same for all the administration; the weeks move when the pay week ends.
    config: { politica: 'administracion', guardada: { por: 'todos', hasta: finSemana } },
    schema: {
      tags: ['estadisticas'],
      querystring: estadisticasQuery,
      response: respuestas({ 200: estadisticasResponse }),
    },
    handler: (request) =>
      service.estadisticas(ctx, usuarioDe(request).instantanea, request.query.semanas),
  });
}
