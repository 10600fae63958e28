import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, mensajeResponse } from '@mchabbo/shared/comun/errores';
import {
  cambioClaveBody,
  cambioClaveResponse,
  loginBody,
  loginResponse,
  nameUserParams,
  nombreParams,
  logoutBody,
  perfilResponse,
  preferencias,
  preferenciasBody,
  preferenciasGuardadas,
  registerBody,
  registerResponse,
} from '@mchabbo/shared/cuenta/contratos';
import { usuarioDe } from '../../lib/actor';
import { respuestas } from '../../lib/route-schemas';
import type { Ctx } from '../../lib/context';
import * as service from './cuenta.service';

/** Account routes: register, login, preferences, profile and password. */
export async function cuentaRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limite = { max: ctx.config.LOGIN_MAX_PER_MINUTE, timeWindow: '1 minute' };

  r.post('/user/register', {
    config: { politica: 'publico', rateLimit: limite },
    schema: {
      tags: ['cuenta'],
      body: registerBody,
      // 503 when Habbo verification is on and Habbo cannot answer.
      response: { ...respuestas({ 201: registerResponse }), 503: errorResponse },
    },
    handler: async (request, reply) => {
      const user = await service.registrar(ctx, request.body, request.ip, true);
      return reply.status(201).send({ message: 'Usuario registrado correctamente', user });
    },
  });

  r.post('/user/login', {
    config: { politica: 'publico', rateLimit: limite },
    schema: { tags: ['cuenta'], body: loginBody, response: respuestas({ 200: loginResponse }) },
    handler: (request) => service.iniciarSesion(ctx, request.body, request.ip),
  });

  r.get('/user/preferences/:nameUser', {
    config: { politica: 'autenticado' },
    schema: {
      tags: ['cuenta'],
      params: nameUserParams,
      response: respuestas({ 200: preferencias }),
    },
    handler: (request) =>
      service.leerPreferencias(ctx, usuarioDe(request), request.params.nameUser),
  });

  r.post('/user/preferences', {
    config: { politica: 'autenticado' },
    schema: {
      tags: ['cuenta'],
      body: preferenciasBody,
      response: respuestas({ 200: preferenciasGuardadas }),
    },
    handler: (request) => service.guardarPreferencias(ctx, usuarioDe(request), request.body),
  });

  r.get('/user/perfil/:name', {
    config: { politica: 'autenticado', guardada: { por: 'llamante' } },
    schema: {
      tags: ['cuenta'],
      params: nombreParams,
      response: respuestas({ 200: perfilResponse }),
    },
    handler: (request) => service.perfil(ctx, usuarioDe(request), request.params.name),
  });

  r.post('/user/logout', {
    config: { politica: 'autenticado', permitirConClaveTemporal: true },
    schema: {
      tags: ['cuenta'],
      body: logoutBody.nullish(),
      response: respuestas({ 200: mensajeResponse }),
    },
    handler: (request) =>
      service.cerrarSesion(ctx, usuarioDe(request), request.body?.todas === true),
  });

  r.patch('/user/change-password', {
    config: { politica: 'autenticado', permitirConClaveTemporal: true },
    schema: {
      tags: ['cuenta'],
      body: cambioClaveBody,
      response: respuestas({ 200: cambioClaveResponse }),
    },
    handler: (request) => service.cambiarClave(ctx, usuarioDe(request), request.body),
  });
}
