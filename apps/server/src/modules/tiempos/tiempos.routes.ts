import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as api from '@mchabbo/shared/tiempos/api';
import { streamQuery } from '@mchabbo/shared/tiempos/contratos';
import type { Ctx } from '../../lib/context';
import { enviarXlsx } from '../../lib/xlsx';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import { finSemanaActual } from '../paga/paga.service';
import { ajustar, restarCinco } from './tiempos.ajustar';
import { cancelar } from './tiempos.cancelar';
import { confirmar } from './tiempos.confirmar';
import { iniciar } from './tiempos.iniciar';
import { pausar, reanudar } from './tiempos.pausar';
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
  const tags = ['tiempos'];
  // The ranking shows the caller's own place in the current pay week.
  const porSemana = {
    tags,
    hasta: () => finSemanaActual(ctx),
  };

  // Read every 60 s by every open Tiempos screen (and on every live change); its rows follow the clock.
  declararRuta(app, api.listarTiempos, { tags, respuestaDirecta: true }, ({ request }) =>
    service.listar(ctx, usuarioDe(request)),
  );
  declararRuta(app, api.iniciarTiempo, { tags }, ({ request, body }) =>
    iniciar(ctx, usuarioDe(request), body),
  );
  declararRuta(app, api.pausarTiempo, { tags }, ({ request, body }) =>
    pausar(ctx, usuarioDe(request), body.id),
  );
  declararRuta(app, api.reanudarTiempo, { tags }, ({ request, body }) =>
    reanudar(ctx, usuarioDe(request), body.id),
  );
  declararRuta(app, api.restarCincoTiempo, { tags }, ({ request, body }) =>
    restarCinco(ctx, usuarioDe(request), body.id),
  );
  declararRuta(app, api.ajustarTiempo, { tags }, ({ request, body }) =>
    ajustar(ctx, usuarioDe(request), body),
  );
  declararRuta(app, api.confirmarTiempo, { tags }, ({ request, body }) =>
    confirmar(ctx, usuarioDe(request), body.id),
  );

  // The manager's shift (docs/reglas.md, Timers 6.16–6.21): undo, batches, hand-over.
  declararRuta(app, api.deshacerConfirmacion, { tags }, ({ request, body }) =>
    deshacer(ctx, usuarioDe(request), body.id),
  );
  declararRuta(app, api.operarLote, { tags }, ({ request, body }) =>
    lote(ctx, usuarioDe(request), body),
  );
  declararRuta(app, api.traspasarTiempo, { tags }, ({ request, body }) =>
    traspasar(ctx, usuarioDe(request), body),
  );
  declararRuta(app, api.encargadosPosibles, { tags }, ({ request, params }) =>
    encargadosPosibles(ctx, usuarioDe(request), params.id),
  );

  await app.register(peticionesRoutes, { ctx });

  declararRuta(app, api.cancelarTiempo, { tags }, ({ request, params }) =>
    cancelar(ctx, usuarioDe(request), params.id),
  );
  declararRuta(app, api.desligarTiempos, { tags }, ({ request, body }) =>
    encargados.desligar(ctx, usuarioDe(request), body),
  );
  declararRuta(app, api.ligarTiempos, { tags }, ({ request, body }) =>
    encargados.ligar(ctx, usuarioDe(request), body.encargado),
  );

  declararRuta(app, api.verRanking, porSemana, ({ request }) => ranking(ctx, usuarioDe(request)));
  declararRuta(app, api.misTiempos, porSemana, ({ request }) => mios(ctx, usuarioDe(request)));

  // History and corrections (docs/reglas.md, History and corrections): everyone sees
  // their own shifts; the service narrows what else each caller sees, so the answer is
  // kept per caller (a spreadsheet is never kept: only JSON text is; it is streamed).
  declararRuta(app, api.verHistorial, { tags }, async ({ request, reply, query }) => {
    const usuario = usuarioDe(request);
    if (query.formato !== 'xlsx') return historial.historial(ctx, usuario, query);
    return enviarXlsx(request, reply, {
      descargas: app.descargas,
      usuarioId: usuario.id,
      archivo: 'historial.xlsx',
      preparar: () => historial.historialXlsx(ctx, usuario, query),
    });
  });
  declararRuta(app, api.eventosTiempo, { tags }, ({ request, params }) =>
    historial.eventos(ctx, usuarioDe(request), params.id),
  );
  declararRuta(app, api.anularTurno, { tags }, ({ request, body }) =>
    historial.anular(ctx, usuarioDe(request), body),
  );

  // A server-sent-events stream, not a JSON answer: a plain route.
  app.withTypeProvider<ZodTypeProvider>().get('/tiempos/stream', {
    config: { politica: 'cronometrador', tokenEnQuery: true },
    schema: { tags, querystring: streamQuery },
    handler: (request, reply) => streams.abrir(request, reply),
  });
}
