import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, mensajeResponse } from '@mchabbo/shared/comun/errores';
import {
  crearMembresiaBody,
  membresiaGuardada,
  membresiasResponse,
} from '@mchabbo/shared/membresias/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as service from './membresias.service';

/** Memberships (docs/reglas.md, Memberships). */
export async function membresiasRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['membresias'];

  r.get('/membresias', {
    config: { politica: 'administracion' },
    schema: { tags, response: respuestas({ 200: membresiasResponse }) },
    handler: () => service.listar(ctx),
  });

  r.post('/membresias', {
    config: { politica: 'administracion' },
    schema: { tags, body: crearMembresiaBody, response: respuestas({ 201: membresiaGuardada }) },
    handler: async (request, reply) =>
      reply.status(201).send(await service.crear(ctx, usuarioDe(request), request.body)),
  });

  r.delete('/membresias/:id', {
    config: { politica: 'administracion' },
    schema: { tags, params: idParams, response: respuestas({ 200: mensajeResponse }) },
    handler: (request) => service.borrar(ctx, usuarioDe(request), request.params.id),
  });
}
