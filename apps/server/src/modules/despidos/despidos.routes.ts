import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, mensajeResponse } from '@mchabbo/shared/comun/errores';
import {
  crearDespidoBody,
  despidoGuardado,
  despidosResponse,
} from '@mchabbo/shared/despidos/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as service from './despidos.service';

/** Dismissals (docs/reglas.md, Dismissals). */
export async function despidosRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['despidos'];

  r.get('/despido', {
    config: { politica: 'administracion' },
    schema: { tags, response: respuestas({ 200: despidosResponse }) },
    handler: () => service.listar(ctx),
  });

  r.post('/despido', {
    config: { politica: 'administracion' },
    schema: { tags, body: crearDespidoBody, response: respuestas({ 201: despidoGuardado }) },
    handler: async (request, reply) =>
      reply.status(201).send(await service.despedir(ctx, usuarioDe(request), request.body)),
  });

  r.patch('/despido/reactivar/:id', {
    config: { politica: 'administracion' },
    schema: { tags, params: idParams, response: respuestas({ 200: mensajeResponse }) },
    handler: (request) => service.reactivar(ctx, usuarioDe(request), request.params.id),
  });

  r.delete('/despido/:id', {
    config: { politica: 'administracion' },
    schema: { tags, params: idParams, response: respuestas({ 200: mensajeResponse }) },
    handler: (request) => service.eliminar(ctx, usuarioDe(request), request.params.id),
  });
}
