import type { FastifyInstance } from 'fastify';
import { obtenerEstadisticas } from '@mchabbo/shared/estadisticas/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import * as service from './estadisticas.service';

/** The week in charts (docs/reglas.md, Statistics). */
export async function estadisticasRoutes(app: FastifyInstance, ctx: Ctx) {
  // The kept answer stops being current when the pay week ends.
  const hasta = () => service.finSemana(ctx);
  declararRuta(app, obtenerEstadisticas, { tags: ['estadisticas'], hasta }, ({ query }) =>
    service.estadisticas(ctx, query.semanas),
  );
}
