import type { FastifyInstance } from 'fastify';
import { obtenerInforme } from '@mchabbo/shared/encargados/api';
import type { Ctx } from '../../lib/context';
import { registrar } from '../../lib/rutas';
import * as service from './encargados.service';

/** The managers' report (docs/reglas.md, Managers' report). */
export async function encargadosRoutes(app: FastifyInstance, ctx: Ctx) {
  // The same for every caller of the policy; without a week it follows the clock.
  registrar(app, obtenerInforme, { tags: ['encargados'] }, ({ query }) =>
    service.informe(ctx, query.semana),
  );
}
