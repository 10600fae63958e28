import type { FastifyInstance } from 'fastify';
import {
  advertir,
  listarAdvertencias,
  listarPropuestos,
  retirarAdvertencia,
} from '@mchabbo/shared/advertencias/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './advertencias.service';

/** Warnings to the staff (docs/reglas.md, Warnings). */
export async function advertenciasRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['advertencias'];
  declararRuta(app, listarAdvertencias, { tags }, ({ request, query }) =>
    service.listar(ctx, usuarioDe(request), query.usuario),
  );
  declararRuta(app, listarPropuestos, { tags }, async ({ request }) => {
    const { maximo, propuestos } = await service.propuestos(ctx, usuarioDe(request));
    return { maximo, propuestos };
  });
  declararRuta(app, advertir, { tags }, ({ request, body }) =>
    service.advertir(ctx, usuarioDe(request), body),
  );
  declararRuta(app, retirarAdvertencia, { tags }, ({ request, params }) =>
    service.retirar(ctx, usuarioDe(request), params.id),
  );
}
