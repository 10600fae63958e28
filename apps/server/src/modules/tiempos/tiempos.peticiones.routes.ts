import type { FastifyInstance } from 'fastify';
import {
  atenderPeticion,
  listarPeticiones,
  pedirTiempo,
  retirarPeticion,
} from '@mchabbo/shared/tiempos/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as peticiones from './tiempos.peticiones';

/**
 * Requests to be timed (docs/reglas.md, Time requests): staff ask and withdraw their
 * own, timekeepers list and attend them.
 */
export async function peticionesRoutes(app: FastifyInstance, { ctx }: { ctx: Ctx }) {
  const tags = ['tiempos'];
  declararRuta(app, listarPeticiones, { tags }, ({ request }) =>
    peticiones.listar(ctx, usuarioDe(request)),
  );
  declararRuta(app, pedirTiempo, { tags }, ({ request }) =>
    peticiones.crear(ctx, usuarioDe(request)),
  );
  declararRuta(app, atenderPeticion, { tags }, ({ request, params }) =>
    peticiones.atender(ctx, usuarioDe(request), params.id),
  );
  declararRuta(app, retirarPeticion, { tags }, ({ request, params }) =>
    peticiones.retirar(ctx, usuarioDe(request), params.id),
  );
}
