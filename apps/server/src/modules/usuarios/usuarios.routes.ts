import type { FastifyInstance } from 'fastify';
import {
  asignarMision,
  asignarNivel,
  asignarRango,
  borrarIp,
  buscarPersonas,
  buscarUsuario,
  generarClave,
  listarElegibles,
  listarNombres,
  listarUsuarios,
  registrarPorAdmin,
} from '@mchabbo/shared/usuarios/api';
import type { Ctx } from '../../lib/context';
import { registrar } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './usuarios.service';
import * as claves from './claves.service';

/** People and their ranks: the list, names below the caller, rank changes, accounts made by an admin. */
export async function usuariosRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['usuarios'];
  registrar(app, listarUsuarios, { tags }, () => service.listar(ctx));
  registrar(app, listarNombres, { tags }, ({ request }) =>
    service.nombres(ctx, usuarioDe(request)),
  );
  registrar(app, buscarPersonas, { tags }, ({ request, query }) =>
    service.buscar(ctx, usuarioDe(request), query.q),
  );
  registrar(app, listarElegibles, { tags }, ({ request, query }) =>
    service.elegibles(ctx, usuarioDe(request), query.para),
  );
  registrar(app, asignarNivel, { tags }, ({ request, params, body }) =>
    service.asignarNivel(ctx, usuarioDe(request), params.id, body.role),
  );
  registrar(app, asignarRango, { tags }, ({ request, params, body }) =>
    service.asignarRango(ctx, usuarioDe(request), params.id, body.rangoId, body.sin_capacitacion),
  );
  registrar(app, asignarMision, { tags }, ({ request, params, body }) =>
    service.asignarMision(ctx, usuarioDe(request), params.id, body.misionId, body.sin_capacitacion),
  );
  registrar(app, registrarPorAdmin, { tags }, ({ request, body }) =>
    service.registrarPorAdmin(ctx, usuarioDe(request), body),
  );
  registrar(app, buscarUsuario, { tags }, ({ request, body }) =>
    claves.buscarPorNombre(ctx, usuarioDe(request), body.username),
  );
  registrar(app, generarClave, { tags }, ({ request, body }) =>
    claves.generarClave(ctx, usuarioDe(request), body.id),
  );
  registrar(app, borrarIp, { tags }, ({ request, body }) =>
    claves.borrarIp(ctx, usuarioDe(request), body.id),
  );
}
