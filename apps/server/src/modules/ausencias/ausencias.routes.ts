import type { FastifyInstance } from 'fastify';
import {
  decidirAusencia,
  listarAusencias,
  retirarAusencia,
  solicitarAusencia,
} from '@mchabbo/shared/ausencias/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './ausencias.service';

/** Leave requests of the staff (docs/reglas.md, Leave). */
export async function ausenciasRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['ausencias'];
  declararRuta(app, listarAusencias, { tags }, ({ request }) =>
    service.listar(ctx, usuarioDe(request)),
  );
  declararRuta(app, solicitarAusencia, { tags }, ({ request, body }) =>
    service.solicitar(ctx, usuarioDe(request), body),
  );
  declararRuta(app, decidirAusencia, { tags }, ({ request, params, body }) =>
    service.decidir(ctx, usuarioDe(request), params.id, body.aprobada),
  );
  declararRuta(app, retirarAusencia, { tags }, ({ request, params }) =>
    service.retirar(ctx, usuarioDe(request), params.id),
  );
}
