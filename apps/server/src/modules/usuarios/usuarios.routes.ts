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
import { leerPerfil } from '@mchabbo/shared/cuenta/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './usuarios.service';
import * as claves from './usuarios.claves';

/** People and their ranks: the list, names below the caller, rank changes, accounts made by an admin. */
export async function usuariosRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['usuarios'];
  // The profile page: an account's own data with its rank history (shown under `cuenta`).
  declararRuta(app, leerPerfil, { tags: ['cuenta'] }, ({ request, params }) =>
    service.perfil(ctx, usuarioDe(request), params.name),
  );
  declararRuta(app, listarUsuarios, { tags }, () => service.listar(ctx));
  declararRuta(app, listarNombres, { tags }, ({ request }) =>
    service.nombres(ctx, usuarioDe(request)),
  );
  declararRuta(app, buscarPersonas, { tags }, ({ request, query }) =>
    service.buscar(ctx, usuarioDe(request), query.q),
  );
  declararRuta(app, listarElegibles, { tags }, ({ request, query }) =>
    service.elegibles(ctx, usuarioDe(request), query.para),
  );
  declararRuta(app, asignarNivel, { tags }, ({ request, params, body }) =>
    service.asignarNivel(ctx, usuarioDe(request), params.id, body.role),
  );
  declararRuta(app, asignarRango, { tags }, ({ request, params, body }) =>
    service.asignarRango(ctx, usuarioDe(request), params.id, body.rangoId, body.sin_capacitacion),
  );
  declararRuta(app, asignarMision, { tags }, ({ request, params, body }) =>
    service.asignarMision(ctx, usuarioDe(request), params.id, body.misionId, body.sin_capacitacion),
  );
  declararRuta(app, registrarPorAdmin, { tags }, ({ request, body }) =>
    service.registrarPorAdmin(ctx, usuarioDe(request), body),
  );
  declararRuta(app, buscarUsuario, { tags }, ({ request, body }) =>
    claves.buscarPorNombre(ctx, usuarioDe(request), body.username),
  );
  declararRuta(app, generarClave, { tags }, ({ request, body }) =>
    claves.generarClave(ctx, usuarioDe(request), body.id),
  );
  declararRuta(app, borrarIp, { tags }, ({ request, body }) =>
    claves.borrarIp(ctx, usuarioDe(request), body.id),
  );
}
