import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams } from '@mchabbo/shared/comun/errores';
import { registerResponse } from '@mchabbo/shared/cuenta/contratos';
import {
  misionBody,
  rangoBody,
  registerAdminBody,
  rolBody,
  usernamesResponse,
  usuarioActualizado,
  usuariosResponse,
} from '@mchabbo/shared/usuarios/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../plugins/auth';
import * as service from './usuarios.service';

/** People and their ranks (SPEC 7, User: all, usernames, role, rango, mision, register-admin). */
export async function usuariosRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['usuarios'];

  r.get('/user/all', {
    config: { politica: 'administracion' },
    schema: { tags, response: respuestas({ 200: usuariosResponse }) },
    handler: () => service.listar(ctx),
  });

  r.get('/user/usernames', {
    config: { politica: 'cronometrador' },
    schema: { tags, response: respuestas({ 200: usernamesResponse }) },
    handler: (request) => service.nombres(ctx, usuarioDe(request)),
  });

  r.patch('/user/:id/role', {
    config: { politica: 'dueno' },
    schema: {
      tags,
      params: idParams,
      body: rolBody,
      response: respuestas({ 200: usuarioActualizado }),
    },
    handler: (request) =>
      service.asignarNivel(ctx, usuarioDe(request), request.params.id, request.body.role),
  });

  r.patch('/user/:id/rango', {
    config: { politica: 'administracion' },
    schema: {
      tags,
      params: idParams,
      body: rangoBody,
      response: respuestas({ 200: usuarioActualizado }),
    },
    handler: (request) =>
      service.asignarRango(ctx, usuarioDe(request), request.params.id, request.body.rangoId),
  });

  r.patch('/user/:id/mision', {
    config: { politica: 'administracion' },
    schema: {
      tags,
      params: idParams,
      body: misionBody,
      response: respuestas({ 200: usuarioActualizado }),
    },
    handler: (request) =>
      service.asignarMision(ctx, usuarioDe(request), request.params.id, request.body.misionId),
  });

  r.post('/user/register-admin', {
    config: { politica: 'administracion' },
    schema: { tags, body: registerAdminBody, response: respuestas({ 201: registerResponse }) },
    handler: async (request, reply) =>
      reply.status(201).send(await service.registrarPorAdmin(ctx, request.body)),
  });
}
