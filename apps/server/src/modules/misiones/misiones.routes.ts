import type { FastifyInstance } from 'fastify';
import {
  crearMision,
  editarMision,
  eliminarMision,
  listarMisiones,
  listarRangosPublicos,
} from '@mchabbo/shared/misiones/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './misiones.service';

/** The missions catalog (docs/reglas.md, Missions) and its public reading. */
export async function misionesRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['misiones'];
  declararRuta(app, listarMisiones, { tags }, () => service.listar(ctx));
  declararRuta(app, crearMision, { tags }, ({ request, body }) =>
    service.crear(ctx, usuarioDe(request), body),
  );
  declararRuta(app, editarMision, { tags }, ({ request, params, body }) =>
    service.editar(ctx, usuarioDe(request), params.id, body),
  );
  declararRuta(app, eliminarMision, { tags }, ({ request, params }) =>
    service.borrar(ctx, usuarioDe(request), params.id),
  );
  declararRuta(app, listarRangosPublicos, { tags: ['publico'] }, () =>
    service.catalogoPublico(ctx),
  );
}
