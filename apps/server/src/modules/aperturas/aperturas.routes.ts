import type { FastifyInstance } from 'fastify';
import {
  apuntarse,
  borrarEspecial,
  crearEspecial,
  desapuntarse,
  guardarAvisosAperturas,
  guardarHorario,
  leerAvisosAperturas,
  leerHorario,
  listarAperturas,
} from '@mchabbo/shared/aperturas/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './aperturas.service';

/** Openings: the schedule, one-offs and closed days, who opens (docs/reglas.md, Openings). */
export async function aperturasRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['aperturas'];
  declararRuta(app, leerHorario, { tags }, () => service.leerHorario(ctx));
  declararRuta(app, guardarHorario, { tags }, ({ request, body }) =>
    service.guardarHorario(ctx, usuarioDe(request), body),
  );
  declararRuta(app, listarAperturas, { tags }, ({ request, query }) =>
    service.listar(ctx, usuarioDe(request), query),
  );
  declararRuta(app, crearEspecial, { tags }, ({ request, body }) =>
    service.crearEspecial(ctx, usuarioDe(request), body),
  );
  declararRuta(app, borrarEspecial, { tags }, ({ request, params, body }) =>
    service.borrarEspecial(ctx, usuarioDe(request), params.id, body.motivo),
  );
  declararRuta(app, apuntarse, { tags }, ({ request, body }) =>
    service.apuntarse(ctx, usuarioDe(request), body.inicio),
  );
  declararRuta(app, desapuntarse, { tags }, ({ request, query }) =>
    service.desapuntarse(ctx, usuarioDe(request), query),
  );
  declararRuta(app, leerAvisosAperturas, { tags }, ({ request }) =>
    service.leerAvisos(ctx, usuarioDe(request)),
  );
  declararRuta(app, guardarAvisosAperturas, { tags }, ({ request, body }) =>
    service.guardarAvisos(ctx, usuarioDe(request), body.activo),
  );
}
