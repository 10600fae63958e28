import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, mensajeResponse } from '@mchabbo/shared/comun/errores';
import {
  codigoResponse,
  pedirCodigoBody,
  recuperarConfirmarBody,
  verificarBody,
} from '@mchabbo/shared/cuenta/verificacion';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as service from './verificacion.service';

/**
 * Habbo identity: codes for the motto, verifying an account and recovering a password
 * (docs/reglas.md, Habbo identity). Rate limited like login.
 */
export async function verificacionRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limite = { max: ctx.config.LOGIN_MAX_PER_MINUTE, timeWindow: '1 minute' };
  const tags = ['cuenta'];
  // Habbo may be unreachable: 503.
  const conHabbo = { ...respuestas({ 200: mensajeResponse }), 503: errorResponse };

  r.post('/user/verificacion', {
    config: { politica: 'publico', rateLimit: limite },
    schema: { tags, body: pedirCodigoBody, response: respuestas({ 200: codigoResponse }) },
    handler: (request) => service.pedirCodigo(ctx, request.body.nameUser, 'registro'),
  });

  r.post('/user/verificar', {
    config: { politica: 'autenticado', rateLimit: limite },
    schema: { tags, body: verificarBody, response: conHabbo },
    handler: (request) => service.verificarCuenta(ctx, usuarioDe(request), request.body.codigo),
  });

  // The same answer for any valid name, so nobody learns which names have accounts.
  r.post('/user/recuperar', {
    config: { politica: 'publico', rateLimit: limite },
    schema: { tags, body: pedirCodigoBody, response: respuestas({ 200: codigoResponse }) },
    handler: (request) => service.pedirCodigo(ctx, request.body.nameUser, 'recuperar'),
  });

  r.post('/user/recuperar/confirmar', {
    config: { politica: 'publico', rateLimit: limite },
    schema: { tags, body: recuperarConfirmarBody, response: conHabbo },
    handler: (request) => service.confirmarRecuperacion(ctx, request.body),
  });
}
