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
import {
  anularBody,
  anularResponse,
  eventosTiempoResponse,
  historialQuery,
  historialResponse,
} from '@mchabbo/shared/tiempos/historial';
import {
  deshacerBody,
  encargadosResponse,
  loteBody,
  loteResponse,
  traspasarBody,
} from '@mchabbo/shared/tiempos/acciones';
import type { Ctx } from '../../lib/context';
import { TIPO_XLSX } from '../../lib/xlsx';
import { respuestas } from '../../lib/route-schemas';
import type { Instantanea } from '../../lib/lecturas';
import { usuarioDe } from '../../lib/actor';
import { finSemanaActual } from '../paga/paga.service';
import { confirmar } from './tiempos.confirmar';
import { deshacer } from './tiempos.deshacer';
import { lote } from './tiempos.lote';
import { peticionesRoutes } from './tiempos.peticiones.routes';
import { encargadosPosibles, traspasar } from './tiempos.traspasar';
import { mios, ranking } from './tiempos.ranking';
import * as encargados from './tiempos.encargados';
import * as historial from './tiempos.historial';
import * as service from './tiempos.service';
import type { Streams } from '../../lib/sse';

/**
 * Shift timers (docs/reglas.md, Timers), the ranking, and the live stream of changes
 * (the streams come from `iniciarTiemposEnVivo`, wired in app.ts).
 */
export async function tiemposRoutes(
  app: FastifyInstance,
  { ctx, streams }: { ctx: Ctx; streams: Streams },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tiempos'];
  const cron = { politica: 'cronometrador' as const };
  // The ranking shows the caller's own place in the current pay week.
  const porSemana = {
    por: 'llamante' as const,
    hasta: (instantanea: Instantanea) => finSemanaActual(ctx, instantanea),
  };

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

  // The manager's shift (docs/reglas.md, Timers 6.16–6.21): undo, batches, hand-over.
  r.post('/tiempos/deshacer', {
    config: cron,
    schema: { tags, body: deshacerBody, response: respuestas({ 200: tiempoAccionResponse }) },
    handler: (request) => deshacer(ctx, usuarioDe(request), request.body.id),
  });

  r.post('/tiempos/lote', {
    config: cron,
    schema: { tags, body: loteBody, response: respuestas({ 200: loteResponse }) },
    handler: (request) => lote(ctx, usuarioDe(request), request.body),
  });

  r.post('/tiempos/traspasar', {
    config: cron,
    schema: { tags, body: traspasarBody, response: respuestas({ 200: tiempoAccionResponse }) },
    handler: (request) => traspasar(ctx, usuarioDe(request), request.body),
  });

  r.get('/tiempos/:id/encargados', {
    config: cron,
    schema: { tags, params: idParams, response: respuestas({ 200: encargadosResponse }) },
    handler: (request) => encargadosPosibles(ctx, usuarioDe(request), request.params.id),
  });

  await app.register(peticionesRoutes, { ctx });

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
    config: { politica: 'staff', guardada: porSemana },
    schema: { tags, response: respuestas({ 200: rankingResponse }) },
    handler: (request) => ranking(ctx, usuarioDe(request)),
  });

  r.get('/tiempos/mios', {
    config: { politica: 'autenticado', guardada: porSemana },
    schema: { tags, response: respuestas({ 200: misTiemposResponse }) },
    handler: (request) => mios(ctx, usuarioDe(request)),
  });

  // History and corrections (docs/reglas.md, History and corrections): everyone sees
  // their own shifts; the service narrows what else each caller sees, so the answer is
  // kept per caller (a spreadsheet is never kept: only JSON text is).
  r.get('/tiempos/historial', {
    config: { politica: 'autenticado', guardada: { por: 'llamante' } },
    schema: {
      tags,
      querystring: historialQuery,
      response: respuestas({ 200: historialResponse }),
    },
    handler: async (request, reply) => {
      const usuario = usuarioDe(request);
      if (request.query.formato !== 'xlsx') {
        return historial.historial(ctx, usuario, request.query);
      }
      const libro = await historial.historialXlsx(ctx, usuario, request.query);
      return reply
        .type(TIPO_XLSX)
        .header('content-disposition', 'attachment; filename="historial.xlsx"')
        .send(libro as never); // a Buffer is sent as it is, never serialized
    },
  });

  r.get('/tiempos/:id/eventos', {
    config: { politica: 'autenticado' },
    schema: { tags, params: idParams, response: respuestas({ 200: eventosTiempoResponse }) },
    handler: (request) => historial.eventos(ctx, usuarioDe(request), request.params.id),
  });

  r.post('/tiempos/anular', {
    config: { politica: 'administracion' },
    schema: { tags, body: anularBody, response: respuestas({ 200: anularResponse }) },
    handler: (request) => historial.anular(ctx, usuarioDe(request), request.body),
  });

  r.get('/tiempos/stream', {
    config: { ...cron, tokenEnQuery: true },
    schema: { tags, querystring: streamQuery },
    handler: (request, reply) => streams.abrir(request, reply),
  });
}
