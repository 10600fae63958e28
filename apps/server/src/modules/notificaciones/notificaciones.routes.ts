import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as api from '@mchabbo/shared/notificaciones/api';
import { notificacionesStreamQuery } from '@mchabbo/shared/notificaciones/contratos';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
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
  const tags = ['notificaciones'];

  declararRuta(app, api.listarNotificaciones, { tags }, ({ request, query }) =>
    service.listar(ctx, usuarioDe(request), query.cursor),
  );
  declararRuta(app, api.marcarLeidas, { tags }, ({ request, body }) =>
    service.marcarLeidas(ctx, usuarioDe(request), body),
  );

  // A server-sent-events stream, not a JSON answer: a plain route. EventSource cannot
  // send headers, so it also takes the token as `?token=`.
  app.withTypeProvider<ZodTypeProvider>().get('/notificaciones/stream', {
    config: { politica: 'autenticado', tokenEnQuery: true },
    schema: { tags, querystring: notificacionesStreamQuery },
    handler: (request, reply) => streams.abrir(request, reply),
  });

  declararRuta(app, api.clavePush, { tags }, () => ({ publicKey: vapid.publicKey }));
  declararRuta(app, api.suscribirPush, { tags }, ({ request, body }) =>
    service.suscribir(ctx, usuarioDe(request), body),
  );
  declararRuta(app, api.desuscribirPush, { tags }, ({ request, body }) =>
    service.desuscribir(ctx, usuarioDe(request), body.endpoint),
  );
}
