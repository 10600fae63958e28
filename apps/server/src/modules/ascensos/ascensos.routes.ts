import type { FastifyInstance } from 'fastify';
import {
  decidirAscenso,
  listarAscensos,
  obtenerCandidato,
  proponerAscenso,
} from '@mchabbo/shared/ascensos/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './ascensos.service';

/** Promotions with a process (docs/reglas.md, Promotions). */
export async function ascensosRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['ascensos'];
  declararRuta(app, listarAscensos, { tags }, ({ request }) =>
    service.listar(ctx, usuarioDe(request)),
  );
  declararRuta(app, obtenerCandidato, { tags }, ({ request, query }) =>
    service.candidato(ctx, usuarioDe(request), query.usuario),
  );
  declararRuta(app, proponerAscenso, { tags }, ({ request, body }) =>
    service.proponer(ctx, usuarioDe(request), body),
  );
  declararRuta(app, decidirAscenso, { tags }, ({ request, params, body }) =>
    service.decidir(ctx, usuarioDe(request), params.id, body),
  );
}
