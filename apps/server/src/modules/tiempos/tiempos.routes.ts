import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, mensajeResponse } from '@mchabbo/shared/comun/errores';
import {
  ajustarBody,
  cambioMultipleResponse,
  confirmarBody,
  confirmarResponse,
  desligarBody,
  ligarBody,
  logBody,
  misTiemposResponse,
  rankingResponse,
  streamQuery,
  tiempoAccionResponse,
  tiempoIdBody,
  tiemposResponse,
} from '@mchabbo/shared/tiempos/contratos';
import type { Ctx } from '../../lib/context';
import { enviarGuardada } from '../../lib/respuesta-guardada';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../plugins/auth';
import { semanaActual } from '../paga/paga.service';
import { CentralDeAvisos, escucharAvisos } from './tiempos.avisos';
import { confirmar } from './tiempos.confirmar';
import { barrerOlvidados } from './tiempos.olvidados';
import { mios, ranking } from './tiempos.ranking';
import * as encargados from './tiempos.encargados';
import * as service from './tiempos.service';
import { Streams } from './tiempos.stream';

/** How often the server looks for forgotten timers besides every list and action. */
const BARRIDO_MS = 60_000;

/** Shift timers (SPEC 7, Times), the ranking, and the live stream of changes. */
export async function tiemposRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tiempos'];
  const cron = { politica: 'cronometrador' as const };

  const central = new CentralDeAvisos();
  const streams = new Streams(central);
  const dejarDeEscuchar = await escucharAvisos(app.database, (d) => central.emitir(d), app.log);
  const barrido = setInterval(() => {
    barrerOlvidados(ctx).catch((err: unknown) => app.log.error({ err }, 'forgotten timers sweep'));
  }, BARRIDO_MS);
  barrido.unref();
  // Before the server stops accepting: open streams would otherwise keep it waiting.
  app.addHook('preClose', async () => {
    clearInterval(barrido);
    streams.cerrarTodos();
    await dejarDeEscuchar();
  });

  r.get('/tiempos/all', {
    config: cron,
    schema: { tags, response: respuestas({ 200: tiemposResponse }) },
    handler: (request) => service.listar(ctx, usuarioDe(request)),
  });

  r.post('/tiempos/log', {
    config: cron,
    schema: { tags, body: logBody, response: respuestas({ 201: tiempoAccionResponse }) },
    handler: async (request, reply) =>
      reply.status(201).send(await service.registrar(ctx, usuarioDe(request), request.body)),
  });

  r.post('/tiempos/pausar', {
    config: cron,
    schema: { tags, body: tiempoIdBody, response: respuestas({ 200: tiempoAccionResponse }) },
    handler: (request) => service.pausar(ctx, usuarioDe(request), request.body.id),
  });

  r.post('/tiempos/reanudar', {
    config: cron,
    schema: { tags, body: tiempoIdBody, response: respuestas({ 200: tiempoAccionResponse }) },
    handler: (request) => service.reanudar(ctx, usuarioDe(request), request.body.id),
  });

  r.post('/tiempos/restar-5', {
    config: cron,
    schema: { tags, body: tiempoIdBody, response: respuestas({ 200: tiempoAccionResponse }) },
    handler: (request) => service.restarCinco(ctx, usuarioDe(request), request.body.id),
  });

  r.post('/tiempos/ajustar', {
    config: cron,
    schema: { tags, body: ajustarBody, response: respuestas({ 200: tiempoAccionResponse }) },
    handler: (request) => service.ajustar(ctx, usuarioDe(request), request.body),
  });

  r.post('/tiempos/confirmar', {
    config: cron,
    schema: { tags, body: confirmarBody, response: respuestas({ 200: confirmarResponse }) },
    handler: (request) => confirmar(ctx, usuarioDe(request), request.body.id),
  });

  r.delete('/tiempos/:id', {
    config: cron,
    schema: { tags, params: idParams, response: respuestas({ 200: mensajeResponse }) },
    handler: (request) => service.cancelar(ctx, usuarioDe(request), request.params.id),
  });

  r.post('/tiempos/desligar', {
    config: cron,
    schema: {
      tags,
      body: desligarBody.nullish(),
      response: respuestas({ 200: cambioMultipleResponse }),
    },
    handler: (request) => encargados.desligar(ctx, usuarioDe(request), request.body),
  });

  r.post('/tiempos/ligar', {
    config: cron,
    schema: { tags, body: ligarBody, response: respuestas({ 200: cambioMultipleResponse }) },
    handler: (request) => encargados.ligar(ctx, usuarioDe(request), request.body.encargado),
  });

  r.get('/tiempos/ranking', {
    config: { politica: 'staff' },
    schema: { tags, response: respuestas({ 200: rankingResponse }) },
    handler: async (request, reply) => {
      const usuario = usuarioDe(request);
      // It shows the caller's own place: kept per caller and per pay week.
      const semana = await semanaActual(ctx, usuario.instantanea);
      const clave = `ranking:${usuario.id}:${semana}`;
      await enviarGuardada(reply, ctx.lecturas, usuario.instantanea, clave, rankingResponse, () =>
        ranking(ctx, usuario),
      );
    },
  });

  r.get('/tiempos/mios', {
    config: { politica: 'autenticado' },
    schema: { tags, response: respuestas({ 200: misTiemposResponse }) },
    handler: (request) => mios(ctx, usuarioDe(request)),
  });

  r.get('/tiempos/stream', {
    config: { ...cron, tokenEnQuery: true },
    schema: { tags, querystring: streamQuery },
    handler: (request, reply) => streams.abrir(request, reply),
  });
}
