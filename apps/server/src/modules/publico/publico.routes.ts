import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  administracionResponse,
  destacadosQuery,
  destacadosResponse,
} from '@mchabbo/shared/publico/contratos';
import type { Ctx } from '../../lib/context';
import type { Instantanea } from '../../lib/lecturas';
import { respuestas } from '../../lib/route-schemas';
import { leerAjustes } from '../ajustes/ajustes.service';
import { finSemanaActual } from '../paga/paga.service';
import { listarAdministracion } from './publico.repository';
import { destacados } from './publico.service';

/** Public data of the landing page. */
export async function publicoRoutes(app: FastifyInstance, ctx: Ctx) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/publico/administracion', {
    config: { politica: 'publico' },
    schema: { tags: ['publico'], response: { 200: administracionResponse } },
    handler: async () => ({ miembros: await listarAdministracion(ctx.db) }),
  });

  r.get('/publico/destacados', {
    // The same answer for every visitor; by default about the week before the current
    // pay week, so it is made again when that week ends.
    config: {
      politica: 'publico',
      guardada: {
        por: 'todos',
        hasta: (instantanea: Instantanea) => finSemanaActual(ctx, instantanea),
      },
    },
    schema: {
      tags: ['publico'],
      querystring: destacadosQuery,
      response: respuestas({ 200: destacadosResponse }),
    },
    handler: (request) => destacados(ctx, request.query.semana),
  });

  r.get('/config', {
    config: { politica: 'publico' },
    schema: {
      tags: ['publico'],
      response: { 200: z.object({ appName: z.string(), verificar_habbo: z.boolean() }) },
    },
    // Whether registering asks for a Habbo code (docs/reglas.md, Habbo identity).
    handler: async () => ({
      appName: ctx.config.APP_NAME,
      verificar_habbo: (await leerAjustes(ctx.db)).verificar_habbo,
    }),
  });
}
