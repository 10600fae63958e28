import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@mchabbo/shared/comun/errores';
import { clon, clonesResponse, permitirClonBody } from '@mchabbo/shared/usuarios/contratos';
import type { Ctx } from '../../lib/context';
import { noEncontrado } from '../../lib/errors';
import { respuestas } from '../../lib/route-schemas';
import { listarClones, marcarPermitido } from './clones.repository';

/** Accounts sharing an IP (SPEC 7: /user/clones). */
export async function clonesRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['clones'];

  r.get('/user/clones', {
    config: { politica: 'administracion' },
    schema: { tags, response: respuestas({ 200: clonesResponse }) },
    handler: () => listarClones(ctx.db),
  });

  r.patch('/user/clones/:id', {
    config: { politica: 'administracion' },
    schema: {
      tags,
      params: idParams,
      body: permitirClonBody,
      response: respuestas({ 200: z.object({ message: z.string(), clon: clon.optional() }) }),
    },
    handler: async (request) => {
      if (!(await marcarPermitido(ctx.db, request.params.id, request.body.permitido))) {
        throw noEncontrado('Ese registro de clon no existe.');
      }
      const clon = (await listarClones(ctx.db)).find((c) => c.id === request.params.id);
      return {
        message: request.body.permitido ? 'Clon permitido' : 'Clon marcado como no permitido',
        clon,
      };
    },
  });
}
