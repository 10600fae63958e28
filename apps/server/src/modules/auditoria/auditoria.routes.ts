import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditoriaQuery, auditoriaResponse } from '@mchabbo/shared/auditoria/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as service from './auditoria.service';

/**
 * The audit trail (docs/reglas.md, Audit trail): levels 0–1 only. Everyone the policy
 * admits sees the same rows, so one answer is kept for all of them while the database
 * is unchanged (a new row is a commit: the next read sees it).
 */
export async function auditoriaRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/auditoria', {
    config: { politica: 'direccion', guardada: { por: 'todos' } },
    schema: {
      tags: ['auditoria'],
      querystring: auditoriaQuery,
      response: respuestas({ 200: auditoriaResponse }),
    },
    handler: (request) => service.listar(ctx, usuarioDe(request), request.query),
  });
}
