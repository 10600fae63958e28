import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@mchabbo/shared/comun/errores';
import { clon, clonesResponse, permitirClonBody } from '@mchabbo/shared/usuarios/contratos';
import type { Ctx } from '../../lib/context';
import { respuestas } from '../../lib/route-schemas';
import { usuarioDe } from '../../plugins/auth';
import * as service from './clones.service';

/** Accounts sharing an IP (docs/reglas.md, IPs, clones and keys). */
export async function clonesRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['clones'];

  r.get('/user/clones', {
    config: { politica: 'administracion' },
    schema: { tags, response: respuestas({ 200: clonesResponse }) },
    handler: (request) => service.listar(ctx, usuarioDe(request)),
  });

  r.patch('/user/clones/:id', {
    config: { politica: 'administracion' },
    schema: {
      tags,
      params: idParams,
      body: permitirClonBody,
      response: respuestas({ 200: z.object({ message: z.string(), clon: clon.optional() }) }),
    },
    handler: (request) =>
      service.permitir(ctx, usuarioDe(request), request.params.id, request.body.permitido),
  });
}
