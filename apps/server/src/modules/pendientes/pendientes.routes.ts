import type { FastifyInstance } from 'fastify';
import { verPendientes } from '@mchabbo/shared/pendientes/api';
import type { Ctx } from '../../lib/context';
import { registrar } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './pendientes.service';

/** What waits for the caller (docs/reglas.md, Pending work). */
export async function pendientesRoutes(app: FastifyInstance, ctx: Ctx) {
  registrar(app, verPendientes, { tags: ['pendientes'] }, ({ request }) =>
    service.pendientes(ctx, usuarioDe(request)),
  );
}
