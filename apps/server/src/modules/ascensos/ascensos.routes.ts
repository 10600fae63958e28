import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@mchabbo/shared/comun/errores';
import {
  ascensoGuardado,
  ascensosResponse,
  candidatoQuery,
  candidatoResponse,
  crearAscensoBody,
  decidirAscensoBody,
} from '@mchabbo/shared/ascensos/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as service from './ascensos.service';

/** Promotions with a process (docs/reglas.md, Promotions). */
export async function ascensosRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['ascensos'];

  r.get('/ascensos', {
    // Not kept: the days in rank and the week's hours follow the clock.
    config: { politica: 'cronometrador' },
    schema: { tags, response: respuestas({ 200: ascensosResponse }) },
    handler: (request) => service.listar(ctx, usuarioDe(request)),
  });

  r.get('/ascensos/candidato', {
    config: { politica: 'cronometrador' },
    schema: { tags, querystring: candidatoQuery, response: respuestas({ 200: candidatoResponse }) },
    handler: (request) => service.candidato(ctx, usuarioDe(request), request.query.usuario),
  });

  r.post('/ascensos', {
    config: { politica: 'cronometrador' },
    schema: { tags, body: crearAscensoBody, response: respuestas({ 201: ascensoGuardado }) },
    handler: async (request, reply) =>
      reply.status(201).send(await service.proponer(ctx, usuarioDe(request), request.body)),
  });

  r.patch('/ascensos/:id', {
    config: { politica: 'administracion' },
    schema: {
      tags,
      params: idParams,
      body: decidirAscensoBody,
      response: respuestas({ 200: ascensoGuardado }),
    },
    handler: (request) => service.decidir(ctx, usuarioDe(request), request.params.id, request.body),
  });
}
