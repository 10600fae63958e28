import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  marcarPagadoBody,
  marcarPagadoResponse,
  pagosQuery,
  pagosResponse,
} from '@mchabbo/shared/paga/contratos';
import type { Ctx } from '../../lib/context';
import { enviarGuardada } from '../../lib/respuesta-guardada';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../plugins/auth';
import * as service from './paga.service';

/** The pay list (SPEC 7, Times: calcular-creditos-confirmados and marcar-pagado). */
export async function pagaRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['paga'];

  r.get('/tiempos/calcular-creditos-confirmados', {
    config: { politica: 'administracion' },
    schema: { tags, querystring: pagosQuery, response: respuestas({ 200: pagosResponse }) },
    handler: async (request, reply) => {
      const usuario = usuarioDe(request);
      // It shows whom the caller may pay: kept per caller, pay week and query.
      const actual = await service.semanaActual(ctx, usuario.instantanea);
      const clave = `pagos:${usuario.id}:${actual}:${request.query.semana ?? ''}`;
      await enviarGuardada(reply, ctx.lecturas, usuario.instantanea, clave, pagosResponse, () =>
        service.listar(ctx, usuario, request.query.semana),
      );
    },
  });

  r.post('/tiempos/marcar-pagado', {
    config: { politica: 'administracion' },
    schema: { tags, body: marcarPagadoBody, response: respuestas({ 200: marcarPagadoResponse }) },
    handler: (request) => service.marcarPagado(ctx, usuarioDe(request), request.body.id),
  });
}
