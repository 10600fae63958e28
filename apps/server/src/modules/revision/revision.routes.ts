import type { FastifyInstance } from 'fastify';
import {
  avisarRevision,
  miRevision,
  revisarAhora,
  verRevision,
} from '@mchabbo/shared/revision/api';
import type { Ctx } from '../../lib/context';
import { usuarioDe } from '../../lib/actor';
import type { ClienteHabbo } from '../../lib/habbo-cliente';
import { declararRuta } from '../../lib/rutas';
import * as service from './revision.service';

/** The Habbo roster check (docs/reglas.md, Habbo roster). */
export async function revisionRoutes(
  app: FastifyInstance,
  { ctx, cliente }: { ctx: Ctx; cliente: ClienteHabbo },
) {
  const tags = ['revision'];
  declararRuta(app, verRevision, { tags }, () => service.verYMarcarVistas(ctx));
  declararRuta(app, miRevision, { tags }, ({ request }) => service.mia(ctx, usuarioDe(request)));
  declararRuta(app, revisarAhora, { tags }, () => service.revisarAhora(ctx, cliente));
  declararRuta(app, avisarRevision, { tags }, ({ request, params }) =>
    service.avisar(ctx, usuarioDe(request), params.id),
  );
}
