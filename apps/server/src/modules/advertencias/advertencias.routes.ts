import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@mchabbo/shared/comun/errores';
import {
  advertenciaGuardada,
  advertenciasQuery,
  advertenciasResponse,
  crearAdvertenciaBody,
  propuestosResponse,
} from '@mchabbo/shared/advertencias/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as service from './advertencias.service';

/** Warnings to the staff (docs/reglas.md, Warnings). */
export async function advertenciasRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['advertencias'];

  r.get('/advertencias', {
    config: { politica: 'staff' },
    schema: {
      tags,
      querystring: advertenciasQuery,
      response: respuestas({ 200: advertenciasResponse }),
    },
    handler: (request) => service.listar(ctx, usuarioDe(request), request.query.usuario),
  });

  r.get('/advertencias/propuestos', {
    config: { politica: 'administracion' },
    schema: { tags, response: respuestas({ 200: propuestosResponse }) },
    handler: (request) => service.propuestos(ctx, usuarioDe(request)),
  });

  r.post('/advertencias', {
    config: { politica: 'cronometrador' },
    schema: {
      tags,
      body: crearAdvertenciaBody,
      response: respuestas({ 201: advertenciaGuardada }),
    },
    handler: async (request, reply) =>
      reply.status(201).send(await service.advertir(ctx, usuarioDe(request), request.body)),
  });

  r.delete('/advertencias/:id', {
    config: { politica: 'administracion' },
    schema: { tags, params: idParams, response: respuestas({ 200: advertenciaGuardada }) },
    handler: (request) => service.retirar(ctx, usuarioDe(request), request.params.id),
  });
}
