import type { FastifyInstance } from 'fastify';
import {
  decidirSolicitud,
  listarMisSolicitudes,
  listarSolicitudes,
  solicitarCambioNombre,
} from '@mchabbo/shared/cambio-nombre/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './cambio-nombre.service';

/** Name-change requests (docs/reglas.md, Name changes). */
export async function cambioNombreRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['cambio-nombre'];
  declararRuta(app, solicitarCambioNombre, { tags }, ({ request, body }) =>
    service.solicitar(ctx, usuarioDe(request), body),
  );
  declararRuta(app, listarMisSolicitudes, { tags }, ({ request }) =>
    service.mias(ctx, usuarioDe(request)),
  );
  declararRuta(app, listarSolicitudes, { tags }, () => service.listar(ctx));
  declararRuta(app, decidirSolicitud, { tags }, ({ request, params, body }) =>
    service.decidir(ctx, usuarioDe(request), params.id, body),
  );
}
