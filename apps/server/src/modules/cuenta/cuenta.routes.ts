import type { FastifyInstance } from 'fastify';
import { errorResponse } from '@mchabbo/shared/comun/errores';
import {
  cambiarClave,
  cerrarSesion,
  guardarPreferencias,
  iniciarSesion,
  leerPreferencias,
  registrarCuenta,
} from '@mchabbo/shared/cuenta/api';
import { usuarioDe } from '../../lib/actor';
import { declararRuta } from '../../lib/rutas';
import type { Ctx } from '../../lib/context';
import * as service from './cuenta.service';

/** Account routes: register, login, preferences, profile and password. */
export async function cuentaRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['cuenta'];
  const limitado = { rateLimit: { max: ctx.config.LOGIN_MAX_PER_MINUTE, timeWindow: '1 minute' } };

  // 503 when Habbo verification is on and Habbo cannot answer.
  declararRuta(
    app,
    registrarCuenta,
    { tags, config: limitado, otras: { 503: errorResponse } },
    async ({ request, body }) => ({
      message: 'Usuario registrado correctamente',
      ...(await service.registrarYEntrar(ctx, body, request.ip)),
    }),
  );
  declararRuta(app, iniciarSesion, { tags, config: limitado }, ({ request, body }) =>
    service.iniciarSesion(ctx, body, request.ip),
  );
  declararRuta(app, leerPreferencias, { tags }, ({ request, params }) =>
    service.leerPreferencias(ctx, usuarioDe(request), params.nameUser),
  );
  declararRuta(app, guardarPreferencias, { tags }, ({ request, body }) =>
    service.guardarPreferencias(ctx, usuarioDe(request), body),
  );
  declararRuta(app, cerrarSesion, { tags }, ({ request, body }) =>
    service.cerrarSesion(ctx, usuarioDe(request), body?.todas === true),
  );
  declararRuta(app, cambiarClave, { tags }, ({ request, body }) =>
    service.cambiarClave(ctx, usuarioDe(request), body),
  );
}
