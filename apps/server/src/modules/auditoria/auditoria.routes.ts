import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditoriaQuery, auditoriaResponse } from '@mchabbo/shared/auditoria/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../plugins/auth';
import * as service from './auditoria.service';

/** The audit trail (docs/reglas.md, Audit trail): levels 0–1 only. */
export async function auditoriaRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/auditoria', {
    config: { politica: 'direccion' },
    schema: {
      tags: ['auditoria'],
      querystring: auditoriaQuery,
      response: respuestas({ 200: auditoriaResponse }),
    },
    handler: (request) => service.listar(ctx, usuarioDe(request), request.query),
  });
}
