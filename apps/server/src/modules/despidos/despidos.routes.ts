import type { FastifyInstance } from 'fastify';
import {
  crearDespido,
  eliminarDespido,
  listarDespidos,
  reactivarDespido,
} from '@mchabbo/shared/despidos/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './despidos.service';

/** Dismissals (docs/reglas.md, Dismissals). */
export async function despidosRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['despidos'];
  declararRuta(app, listarDespidos, { tags }, () => service.listar(ctx));
  declararRuta(app, crearDespido, { tags }, ({ request, body }) =>
    service.despedir(ctx, usuarioDe(request), body),
  );
  declararRuta(app, reactivarDespido, { tags }, ({ request, params }) =>
    service.reactivar(ctx, usuarioDe(request), params.id),
  );
  declararRuta(app, eliminarDespido, { tags }, ({ request, params }) =>
    service.eliminar(ctx, usuarioDe(request), params.id),
  );
}
