import type { FastifyInstance } from 'fastify';
import { alternarPago, crearVenta, listarVentas } from '@mchabbo/shared/ventas/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './ventas.service';

/** Sales of posts (docs/reglas.md, Sales). */
export async function ventasRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['ventas'];
  declararRuta(app, listarVentas, { tags }, () => service.listar(ctx));
  declararRuta(app, crearVenta, { tags }, ({ request, body }) =>
    service.vender(ctx, usuarioDe(request), body),
  );
  declararRuta(app, alternarPago, { tags }, ({ request, params }) =>
    service.alternarPago(ctx, usuarioDe(request), params.id),
  );
}
