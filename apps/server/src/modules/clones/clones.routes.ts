import type { FastifyInstance } from 'fastify';
import { listarClones, permitirClon } from '@mchabbo/shared/clones/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './clones.service';

/** Accounts sharing an IP (docs/reglas.md, IPs, clones and keys). */
export async function clonesRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['clones'];
  declararRuta(app, listarClones, { tags }, ({ request }) =>
    service.listar(ctx, usuarioDe(request)),
  );
  declararRuta(app, permitirClon, { tags }, ({ request, params, body }) =>
    service.permitir(ctx, usuarioDe(request), params.id, body.permitido),
  );
}
