import type { FastifyInstance } from 'fastify';
import { listarPagos, marcarPagado, pagarSemana } from '@mchabbo/shared/paga/api';
import type { Ctx } from '../../lib/context';
import { enviarXlsx } from '../../lib/xlsx';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './paga.service';
import * as semana from './paga.semana';

/** The pay list, "Pagar" and "Pagar todos" (docs/reglas.md, Pay). */
export async function pagaRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['paga'];
  // The list shows the current pay week by default.
  const hasta = () => service.finSemanaActual(ctx);

  declararRuta(app, listarPagos, { tags, hasta }, async ({ request, reply, query }) => {
    const usuario = usuarioDe(request);
    if (query.formato !== 'xlsx') return service.listar(ctx, usuario, query.semana);
    return enviarXlsx(request, reply, {
      descargas: app.descargas,
      usuarioId: usuario.id,
      archivo: 'lista-de-paga.xlsx',
      preparar: () => service.listarXlsx(ctx, usuario, query.semana),
    });
  });

  declararRuta(app, marcarPagado, { tags }, ({ request, body }) =>
    service.marcarPagado(ctx, usuarioDe(request), body.id),
  );

  // 'Pagar todos': a whole pay week that has ended, in one request (docs/reglas.md, Pay 7.13).
  declararRuta(app, pagarSemana, { tags }, ({ request, body }) =>
    semana.pagarSemana(ctx, usuarioDe(request), body.semana),
  );
}
