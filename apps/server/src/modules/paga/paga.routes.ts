import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  marcarPagadoBody,
  marcarPagadoResponse,
  pagarSemanaBody,
  pagarSemanaResponse,
  pagosQuery,
  pagosResponse,
} from '@mchabbo/shared/paga/contratos';
import type { Ctx } from '../../lib/context';
import { TIPO_XLSX } from '../../lib/xlsx';
import { respuestas } from '../../lib/route-schemas';
import type { Instantanea } from '../../lib/lecturas';
import { usuarioDe } from '../../lib/actor';
import * as service from './paga.service';
import { pagarSemana } from './paga.semana';

/** The pay list, "Pagar" and "Pagar todos" (docs/reglas.md, Pay). */
export async function pagaRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['paga'];
  const finSemana = (instantanea: Instantanea) => service.finSemanaActual(ctx, instantanea);

  r.get('/tiempos/calcular-creditos-confirmados', {
    // It shows whom the caller may pay, and the current pay week by default.
    config: { politica: 'administracion', guardada: { por: 'llamante', hasta: finSemana } },
    schema: { tags, querystring: pagosQuery, response: respuestas({ 200: pagosResponse }) },
    handler: async (request, reply) => {
      const usuario = usuarioDe(request);
      if (request.query.formato !== 'xlsx') {
        return service.listar(ctx, usuario, request.query.semana);
      }
      const libro = await service.listarXlsx(ctx, usuario, request.query.semana);
      return reply
        .type(TIPO_XLSX)
        .header('content-disposition', 'attachment; filename="lista-de-paga.xlsx"')
        .send(libro as never); // a Buffer is sent as it is, never serialized
    },
  });

  r.post('/tiempos/marcar-pagado', {
    config: { politica: 'administracion' },
    schema: { tags, body: marcarPagadoBody, response: respuestas({ 200: marcarPagadoResponse }) },
    handler: (request) => service.marcarPagado(ctx, usuarioDe(request), request.body.id),
  });

  // 'Pagar todos': a whole pay week that has ended, in one request (docs/reglas.md, Pay 7.13).
  r.post('/tiempos/pagar-semana', {
    config: { politica: 'administracion' },
    schema: { tags, body: pagarSemanaBody, response: respuestas({ 200: pagarSemanaResponse }) },
    handler: (request) => pagarSemana(ctx, usuarioDe(request), request.body.semana),
  });
}
