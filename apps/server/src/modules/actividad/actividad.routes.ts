import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actividadResponse } from '@mchabbo/shared/actividad/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as service from './actividad.service';

/** The staff's activity for the administration (docs/reglas.md, Activity). */
export async function actividadRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/actividad', {
    // Kept until the database changes or the clock moves the list (the service says when).
    config: { politica: 'administracion', guardada: { por: 'llamante' } },
    schema: { tags: ['actividad'], response: respuestas({ 200: actividadResponse }) },
    handler: async (request) => {
      const { actividad, vigenteHasta } = await service.actividad(ctx, usuarioDe(request));
      request.guardando?.vigenteHasta(vigenteHasta);
      return actividad;
    },
  });
}
