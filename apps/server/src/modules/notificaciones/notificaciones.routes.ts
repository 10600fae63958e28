import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  marcarLeidasBody,
  marcarLeidasResponse,
  notificacionesQuery,
  notificacionesResponse,
  notificacionesStreamQuery,
  pushBorrarBody,
  pushClaveResponse,
  pushMensajeResponse,
  pushSuscripcionBody,
} from '@mchabbo/shared/notificaciones/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import type { Streams } from '../../lib/sse';
import type { ClavesVapid } from '../../lib/vapid';
import { usuarioDe } from '../../lib/actor';
import * as service from './notificaciones.service';

/**
 * Each person's inbox, its live stream and their Web Push subscriptions
 * (docs/reglas.md, Notifications). Everything here is the caller's own.
 */
export async function notificacionesRoutes(
  app: FastifyInstance,
  { ctx, streams, vapid }: { ctx: Ctx; streams: Streams; vapid: ClavesVapid },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notificaciones'];

  r.get('/notificaciones', {
    config: { politica: 'autenticado', guardada: { por: 'llamante' } },
    schema: {
      tags,
      querystring: notificacionesQuery,
      response: respuestas({ 200: notificacionesResponse }),
    },
    handler: (request) => service.listar(ctx, usuarioDe(request), request.query.cursor),
  });

  r.post('/notificaciones/leidas', {
    config: { politica: 'autenticado' },
    schema: { tags, body: marcarLeidasBody, response: respuestas({ 200: marcarLeidasResponse }) },
    handler: (request) => service.marcarLeidas(ctx, usuarioDe(request), request.body),
  });

  // EventSource cannot send headers: this route also takes the token as `?token=`.
  r.get('/notificaciones/stream', {
    config: { politica: 'autenticado', tokenEnQuery: true },
    schema: { tags, querystring: notificacionesStreamQuery },
    handler: (request, reply) => streams.abrir(request, reply),
  });

  r.get('/push/clave', {
    config: { politica: 'autenticado' },
    schema: { tags, response: respuestas({ 200: pushClaveResponse }) },
    handler: () => ({ publicKey: vapid.publicKey }),
  });

  r.post('/push/suscripcion', {
    config: { politica: 'autenticado' },
    schema: { tags, body: pushSuscripcionBody, response: respuestas({ 201: pushMensajeResponse }) },
    handler: async (request, reply) =>
      reply.status(201).send(await service.suscribir(ctx, usuarioDe(request), request.body)),
  });

  r.delete('/push/suscripcion', {
    config: { politica: 'autenticado' },
    schema: { tags, body: pushBorrarBody, response: respuestas({ 200: pushMensajeResponse }) },
    handler: (request) => service.desuscribir(ctx, usuarioDe(request), request.body.endpoint),
  });
}
