import type { FastifyInstance } from 'fastify';
import { errorResponse } from '@mchabbo/shared/comun/errores';
import {
  confirmarRecuperacion,
  pedirCodigoRecuperacion,
  pedirCodigoVerificacion,
  verificarCuenta,
} from '@mchabbo/shared/cuenta/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './cuenta.verificacion';

/**
 * Habbo identity: codes for the motto, verifying an account and recovering a password
 * (docs/reglas.md, Habbo identity). Rate limited like login.
 */
export async function verificacionRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['cuenta'];
  const config = { rateLimit: { max: ctx.config.LOGIN_MAX_PER_MINUTE, timeWindow: '1 minute' } };
  // Habbo may be unreachable: 503.
  const conHabbo = { tags, config, otras: { 503: errorResponse } };

  declararRuta(app, pedirCodigoVerificacion, { tags, config }, ({ body }) =>
    service.pedirCodigo(ctx, body.nameUser, 'registro'),
  );
  declararRuta(app, verificarCuenta, conHabbo, ({ request, body }) =>
    service.verificarCuenta(ctx, usuarioDe(request), body.codigo),
  );
  declararRuta(app, pedirCodigoRecuperacion, { tags, config }, ({ body }) =>
    service.pedirCodigo(ctx, body.nameUser, 'recuperar'),
  );
  declararRuta(app, confirmarRecuperacion, conHabbo, ({ body }) =>
    service.confirmarRecuperacion(ctx, body),
  );
}
