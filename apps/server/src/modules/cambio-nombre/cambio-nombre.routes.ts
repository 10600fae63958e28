import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@mchabbo/shared/comun/errores';
import {
  cambioNombreBody,
  decidirBody,
  misSolicitudesResponse,
  solicitudGuardada,
  solicitudesResponse,
} from '@mchabbo/shared/cambio-nombre/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as service from './cambio-nombre.service';

/** Name-change requests (docs/reglas.md, Name changes). */
export async function cambioNombreRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cambio-nombre'];

  r.post('/user/change-name', {
    config: { politica: 'autenticado' },
    schema: { tags, body: cambioNombreBody, response: respuestas({ 201: solicitudGuardada }) },
    handler: async (request, reply) =>
      reply.status(201).send(await service.solicitar(ctx, usuarioDe(request), request.body)),
  });

  r.get('/user/change-name/mias', {
    config: { politica: 'autenticado', guardada: { por: 'llamante' } },
    schema: { tags, response: respuestas({ 200: misSolicitudesResponse }) },
    handler: (request) => service.mias(ctx, usuarioDe(request)),
  });

  r.get('/user/change-name/all', {
    config: { politica: 'administracion' },
    schema: { tags, response: respuestas({ 200: solicitudesResponse }) },
    handler: () => service.listar(ctx),
  });

  r.patch('/user/change-name/:id', {
    config: { politica: 'administracion' },
    schema: {
      tags,
      params: idParams,
      body: decidirBody,
      response: respuestas({ 200: solicitudGuardada }),
    },
    handler: (request) => service.decidir(ctx, usuarioDe(request), request.params.id, request.body),
  });
}
