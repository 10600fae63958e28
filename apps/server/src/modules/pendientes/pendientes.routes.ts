import type { FastifyInstance } from 'fastify';
import { verPendientes } from '@mchabbo/shared/pendientes/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './pendientes.service';

/** What waits for the caller (docs/reglas.md, Pending work). */
export async function pendientesRoutes(app: FastifyInstance, ctx: Ctx) {
  declararRuta(app, verPendientes, { tags: ['pendientes'] }, async ({ request }) => {
    const { pendientes, vigenteHasta } = await service.pendientes(ctx, usuarioDe(request));
    // The clock moves some groups: the kept answer stops being current then.
    if (vigenteHasta) request.guardando?.vigenteHasta(vigenteHasta);
    return pendientes;
  });
}
