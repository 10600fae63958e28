import type { FastifyInstance } from 'fastify';
import {
  aprobadasDe,
  borrarCapacitacion,
  cancelarReserva,
  crearCapacitacion,
  edicionCapacitacion,
  editarCapacitacion,
  leerExamen,
  listarAprobados,
  listarCapacitaciones,
  listarTurnos,
  publicarTurno,
  registrarSesion,
  reservarTurno,
  responderExamen,
} from '@mchabbo/shared/capacitaciones/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import { usuarioDe } from '../../lib/actor';
import * as service from './capacitaciones.service';
import * as examen from './capacitaciones.examen';
import * as turnos from './capacitaciones.turnos';

/** Trainings: courses, their exam, trainers' slots and sessions (docs/reglas.md, Trainings). */
export async function capacitacionesRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['capacitaciones'];
  declararRuta(app, listarCapacitaciones, { tags }, ({ request }) =>
    service.listar(ctx, usuarioDe(request)),
  );
  declararRuta(app, crearCapacitacion, { tags }, ({ request, body }) =>
    service.crear(ctx, usuarioDe(request), body),
  );
  declararRuta(app, edicionCapacitacion, { tags }, ({ params }) => service.edicion(ctx, params.id));
  declararRuta(app, editarCapacitacion, { tags }, ({ request, params, body }) =>
    service.editar(ctx, usuarioDe(request), params.id, body),
  );
  declararRuta(app, borrarCapacitacion, { tags }, ({ request, params }) =>
    service.borrar(ctx, usuarioDe(request), params.id),
  );
  declararRuta(app, listarAprobados, { tags }, ({ params }) => service.aprobados(ctx, params.id));
  declararRuta(app, aprobadasDe, { tags }, ({ query }) => service.aprobadasDe(ctx, query.usuario));
  declararRuta(app, leerExamen, { tags }, ({ params }) => examen.leer(ctx, params.id));
  declararRuta(app, responderExamen, { tags }, ({ request, params, body }) =>
    examen.responder(ctx, usuarioDe(request), params.id, body),
  );
  declararRuta(app, listarTurnos, { tags }, ({ request }) =>
    turnos.listar(ctx, usuarioDe(request)),
  );
  declararRuta(app, publicarTurno, { tags }, ({ request, params, body }) =>
    turnos.publicar(ctx, usuarioDe(request), params.id, body),
  );
  declararRuta(app, reservarTurno, { tags }, ({ request, params }) =>
    turnos.reservar(ctx, usuarioDe(request), params.id),
  );
  declararRuta(app, cancelarReserva, { tags }, ({ request, params }) =>
    turnos.cancelar(ctx, usuarioDe(request), params.id),
  );
  declararRuta(app, registrarSesion, { tags }, ({ request, params, body }) =>
    turnos.registrarSesion(ctx, usuarioDe(request), params.id, body),
  );
}
