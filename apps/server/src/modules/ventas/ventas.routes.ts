import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@mchabbo/shared/comun/errores';
import { crearVentaBody, ventaGuardada, ventasResponse } from '@mchabbo/shared/ventas/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as service from './ventas.service';

/** Sales of posts (docs/reglas.md, Sales). */
export async function ventasRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ventas'];

  r.get('/ventas', {
    config: { politica: 'administracion', guardada: { por: 'todos' } },
    schema: { tags, response: respuestas({ 200: ventasResponse }) },
    handler: () => service.listar(ctx),
  });

  r.post('/ventas', {
    config: { politica: 'administracion' },
    schema: { tags, body: crearVentaBody, response: respuestas({ 201: ventaGuardada }) },
    handler: async (request, reply) =>
      reply.status(201).send(await service.vender(ctx, usuarioDe(request), request.body)),
  });

  r.patch('/ventas/:id', {
    config: { politica: 'administracion' },
    schema: { tags, params: idParams, response: respuestas({ 200: ventaGuardada }) },
    handler: (request) => service.alternarPago(ctx, usuarioDe(request), request.params.id),
  });
}
