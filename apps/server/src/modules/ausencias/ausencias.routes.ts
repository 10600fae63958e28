import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, mensajeResponse } from '@mchabbo/shared/comun/errores';
import {
  ausenciaGuardada,
  ausenciasResponse,
  crearAusenciaBody,
  decidirAusenciaBody,
} from '@mchabbo/shared/ausencias/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as service from './ausencias.service';

/** Leave requests of the staff (docs/reglas.md, Leave). */
export async function ausenciasRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ausencias'];

  r.get('/ausencias', {
    config: { politica: 'staff', guardada: { por: 'llamante' } },
    schema: { tags, response: respuestas({ 200: ausenciasResponse }) },
    handler: (request) => service.listar(ctx, usuarioDe(request)),
  });

  r.post('/ausencias', {
    config: { politica: 'staff' },
    schema: { tags, body: crearAusenciaBody, response: respuestas({ 201: ausenciaGuardada }) },
    handler: async (request, reply) =>
      reply.status(201).send(await service.solicitar(ctx, usuarioDe(request), request.body)),
  });

  r.patch('/ausencias/:id', {
    config: { politica: 'administracion' },
    schema: {
      tags,
      params: idParams,
      body: decidirAusenciaBody,
      response: respuestas({ 200: ausenciaGuardada }),
    },
    handler: (request) =>
      service.decidir(ctx, usuarioDe(request), request.params.id, request.body.aprobada),
  });

  r.delete('/ausencias/:id', {
    config: { politica: 'staff' },
    schema: { tags, params: idParams, response: respuestas({ 200: mensajeResponse }) },
    handler: (request) => service.retirar(ctx, usuarioDe(request), request.params.id),
  });
}
