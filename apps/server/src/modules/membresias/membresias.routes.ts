import type { FastifyInstance } from 'fastify';
import {
  crearMembresia,
  eliminarMembresia,
  listarMembresias,
} from '@mchabbo/shared/membresias/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './membresias.service';

/** Memberships (docs/reglas.md, Memberships). */
export async function membresiasRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['membresias'];
  declararRuta(app, listarMembresias, { tags }, () => service.listar(ctx));
  declararRuta(app, crearMembresia, { tags }, ({ request, body }) =>
    service.crear(ctx, usuarioDe(request), body),
  );
  declararRuta(app, eliminarMembresia, { tags }, ({ request, params }) =>
    service.borrar(ctx, usuarioDe(request), params.id),
  );
}
