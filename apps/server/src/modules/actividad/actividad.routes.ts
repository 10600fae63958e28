import type { FastifyInstance } from 'fastify';
import { leerActividad } from '@mchabbo/shared/actividad/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './actividad.service';

/** The staff's activity for the administration (docs/reglas.md, Activity). */
export async function actividadRoutes(app: FastifyInstance, ctx: Ctx) {
  declararRuta(app, leerActividad, { tags: ['actividad'] }, async ({ request }) => {
    const { actividad, vigenteHasta } = await service.actividad(ctx, usuarioDe(request));
    // The clock moves the list: the kept answer stops being current then.
    request.guardando?.vigenteHasta(vigenteHasta);
    return actividad;
  });
}
