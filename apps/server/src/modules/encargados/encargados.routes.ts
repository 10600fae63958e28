import type { FastifyInstance } from 'fastify';
import { obtenerInforme } from '@mchabbo/shared/encargados/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { finSemanaActual } from '../paga/paga.service';
import * as service from './encargados.service';

/** The managers' report (docs/reglas.md, Managers' report). */
export async function encargadosRoutes(app: FastifyInstance, ctx: Ctx) {
  // The same for every caller of the policy, kept; without a week it follows the clock,
  // so a kept answer lasts until the current pay week ends.
  declararRuta(
    app,
    obtenerInforme,
    { tags: ['encargados'], hasta: () => finSemanaActual(ctx) },
    ({ query }) => service.informe(ctx, query.semana),
  );
}
