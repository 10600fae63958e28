import type { FastifyInstance } from 'fastify';
import { obtenerEstadisticas } from '@mchabbo/shared/estadisticas/api';
import type { Ctx } from '../../lib/context';
import type { Instantanea } from '../../lib/lecturas';
import { registrar } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './estadisticas.service';

/** The week in charts (docs/reglas.md, Statistics). */
export async function estadisticasRoutes(app: FastifyInstance, ctx: Ctx) {
  // The kept answer stops being current when the pay week ends.
  const hasta = (instantanea: Instantanea) => service.finSemana(ctx, instantanea);
  registrar(app, obtenerEstadisticas, { tags: ['estadisticas'], hasta }, ({ request, query }) =>
    service.estadisticas(ctx, usuarioDe(request).instantanea, query.semanas),
  );
}
