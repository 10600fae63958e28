import type { FastifyInstance } from 'fastify';
import { guardarAjustes, obtenerAjustes } from '@mchabbo/shared/ajustes/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './ajustes.service';

/** Owner settings: owner share of sales, pay week time zone, maximum shift, promotions, Discord. */
export async function ajustesRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['ajustes'];
  declararRuta(app, obtenerAjustes, { tags }, () => service.vista(ctx.db));
  declararRuta(app, guardarAjustes, { tags }, async ({ request, body }) => ({
    message: 'Ajustes guardados',
    ...(await service.guardar(ctx, usuarioDe(request), body)),
  }));
}
