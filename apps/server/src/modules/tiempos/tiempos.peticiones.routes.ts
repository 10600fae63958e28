import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, mensajeResponse } from '@mchabbo/shared/comun/errores';
import { tiempoAccionResponse } from '@mchabbo/shared/tiempos/contratos';
import {
  crearPeticionBody,
  crearPeticionResponse,
  peticionesResponse,
} from '@mchabbo/shared/tiempos/peticiones';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as peticiones from './tiempos.peticiones';

/**
 * Requests to be timed (docs/reglas.md, Time requests): staff ask and withdraw their
 * own, timekeepers list and attend them.
 */
export async function peticionesRoutes(app: FastifyInstance, { ctx }: { ctx: Ctx }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tiempos'];

  r.get('/tiempos/peticiones', {
    config: { politica: 'staff' },
    schema: { tags, response: respuestas({ 200: peticionesResponse }) },
    handler: (request) => peticiones.listar(ctx, usuarioDe(request)),
  });

  r.post('/tiempos/peticiones', {
    config: { politica: 'staff' },
    schema: {
      tags,
      body: crearPeticionBody.nullish(),
      response: respuestas({ 201: crearPeticionResponse }),
    },
    handler: async (request, reply) =>
      reply.status(201).send(await peticiones.crear(ctx, usuarioDe(request))),
  });

  r.post('/tiempos/peticiones/:id/atender', {
    config: { politica: 'cronometrador' },
    schema: { tags, params: idParams, response: respuestas({ 201: tiempoAccionResponse }) },
    handler: async (request, reply) =>
      reply.status(201).send(await peticiones.atender(ctx, usuarioDe(request), request.params.id)),
  });

  r.delete('/tiempos/peticiones/:id', {
    config: { politica: 'staff' },
    schema: { tags, params: idParams, response: respuestas({ 200: mensajeResponse }) },
    handler: (request) => peticiones.retirar(ctx, usuarioDe(request), request.params.id),
  });
}
