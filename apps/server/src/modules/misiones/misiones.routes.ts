import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, mensajeResponse } from '@mchabbo/shared/comun/errores';
import {
  crearMisionBody,
  editarMisionBody,
  misionResponse,
  misionesResponse,
  rangosPublicosResponse,
} from '@mchabbo/shared/misiones/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as service from './misiones.service';

/** The missions catalog (docs/reglas.md, Missions) and its public reading. */
export async function misionesRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['misiones'];

  r.get('/misiones', {
    config: { politica: 'administracion' },
    schema: { tags, response: respuestas({ 200: misionesResponse }) },
    handler: () => service.listar(ctx),
  });

  r.post('/misiones', {
    config: { politica: 'administracion' },
    schema: { tags, body: crearMisionBody, response: respuestas({ 201: misionResponse }) },
    handler: async (request, reply) =>
      reply.status(201).send(await service.crear(ctx, usuarioDe(request), request.body)),
  });

  r.patch('/misiones/:id', {
    config: { politica: 'administracion' },
    schema: {
      tags,
      params: idParams,
      body: editarMisionBody,
      response: respuestas({ 200: misionResponse }),
    },
    handler: (request) => service.editar(ctx, usuarioDe(request), request.params.id, request.body),
  });

  r.delete('/misiones/:id', {
    config: { politica: 'administracion' },
    schema: { tags, params: idParams, response: respuestas({ 200: mensajeResponse }) },
    handler: (request) => service.borrar(ctx, usuarioDe(request), request.params.id),
  });

  r.get('/publico/rangos', {
    config: { politica: 'publico' },
    schema: { tags: ['publico'], response: { 200: rangosPublicosResponse } },
    handler: () => service.catalogoPublico(ctx),
  });
}
