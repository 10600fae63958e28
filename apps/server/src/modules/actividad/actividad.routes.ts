import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actividadResponse } from '@mchabbo/shared/actividad/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../plugins/auth';
import * as service from './actividad.service';

/** The staff's activity for the administration (docs/reglas.md, Activity). */
export async function actividadRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/actividad', {
    config: { politica: 'administracion' },
    schema: { tags: ['actividad'], response: respuestas({ 200: actividadResponse }) },
    handler: (request) => service.actividad(ctx, usuarioDe(request)),
  });
}
