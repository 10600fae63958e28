import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParams, mensajeResponse } from '@mchabbo/shared/comun/errores';
import { registerResponse } from '@mchabbo/shared/cuenta/contratos';
import {
  misionBody,
  rangoBody,
  registerAdminBody,
  rolBody,
  buscarPorNombreBody,
  buscarQuery,
  buscarResponse,
  elegiblesQuery,
  elegiblesResponse,
  claveGenerada,
  fichaUsuario,
  idBody,
  usernamesResponse,
  usuarioActualizado,
  usuariosResponse,
} from '@mchabbo/shared/usuarios/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../lib/actor';
import * as service from './usuarios.service';
import * as claves from './claves.service';

/** People and their ranks: the list, names below the caller, rank changes, accounts made by an admin. */
export async function usuariosRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['usuarios'];

  r.get('/user/all', {
    config: { politica: 'administracion', guardada: { por: 'todos' } },
    schema: { tags, response: respuestas({ 200: usuariosResponse }) },
    handler: () => service.listar(ctx),
  });

  r.get('/user/usernames', {
    config: { politica: 'cronometrador' },
    schema: { tags, response: respuestas({ 200: usernamesResponse }) },
    handler: (request) => service.nombres(ctx, usuarioDe(request)),
  });

  r.get('/user/buscar', {
    // Administration sees every account: the answer depends on the policy alone.
    config: { politica: 'administracion', guardada: { por: 'todos' } },
    schema: { tags, querystring: buscarQuery, response: respuestas({ 200: buscarResponse }) },
    handler: (request) => service.buscar(ctx, usuarioDe(request), request.query.q),
  });

  r.get('/user/elegibles', {
    config: { politica: 'cronometrador', guardada: { por: 'llamante' } },
    schema: {
      tags,
      querystring: elegiblesQuery,
      response: respuestas({ 200: elegiblesResponse }),
    },
    handler: (request) => service.elegibles(ctx, usuarioDe(request), request.query.para),
  });

  r.patch('/user/:id/role', {
    config: { politica: 'dueno' },
    schema: {
      tags,
      params: idParams,
      body: rolBody,
      response: respuestas({ 200: usuarioActualizado }),
    },
    handler: (request) =>
      service.asignarNivel(ctx, usuarioDe(request), request.params.id, request.body.role),
  });

  r.patch('/user/:id/rango', {
    config: { politica: 'administracion' },
    schema: {
      tags,
      params: idParams,
      body: rangoBody,
      response: respuestas({ 200: usuarioActualizado }),
    },
    handler: (request) =>
      service.asignarRango(ctx, usuarioDe(request), request.params.id, request.body.rangoId),
  });

  r.patch('/user/:id/mision', {
    config: { politica: 'administracion' },
    schema: {
      tags,
      params: idParams,
      body: misionBody,
      response: respuestas({ 200: usuarioActualizado }),
    },
    handler: (request) =>
      service.asignarMision(ctx, usuarioDe(request), request.params.id, request.body.misionId),
  });

  r.post('/user/register-admin', {
    config: { politica: 'administracion' },
    schema: { tags, body: registerAdminBody, response: respuestas({ 201: registerResponse }) },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send(await service.registrarPorAdmin(ctx, usuarioDe(request), request.body)),
  });

  r.post('/user/by-name', {
    config: { politica: 'administracion' },
    schema: { tags, body: buscarPorNombreBody, response: respuestas({ 200: fichaUsuario }) },
    handler: (request) => claves.buscarPorNombre(ctx, usuarioDe(request), request.body.username),
  });

  r.post('/user/generar-clave', {
    config: { politica: 'administracion' },
    schema: { tags, body: idBody, response: respuestas({ 200: claveGenerada }) },
    handler: (request) => claves.generarClave(ctx, usuarioDe(request), request.body.id),
  });

  r.post('/user/borrar-ip', {
    config: { politica: 'administracion' },
    schema: { tags, body: idBody, response: respuestas({ 200: mensajeResponse }) },
    handler: (request) => claves.borrarIp(ctx, usuarioDe(request), request.body.id),
  });
}
