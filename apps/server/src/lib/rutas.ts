import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySerializerCompiler,
} from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod';
import type { Endpoint, EntradasValidadas } from '@mchabbo/shared/comun/endpoint';
import { respuestas } from './route-schemas';

/** One call of a declared endpoint, as its handler receives it. */
export interface Llamada<E extends Endpoint> extends EntradasValidadas<E> {
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a handler returns once it has sent the answer itself (a download). Not the reply:
 * a reply is a thenable that settles only when the answer has ended, so awaiting it made
 * the route send a second answer after the whole file (`FST_ERR_REP_ALREADY_SENT`).
 */
export const RESPUESTA_ENVIADA: unique symbol = Symbol('respuesta enviada');

/** What a handler gives back: the answer its contract describes, or that it sent the answer. */
type Resultado<E extends Endpoint> = z.input<E['respuesta']> | typeof RESPUESTA_ENVIADA;

/** Options of a route that the declaration leaves to the server. */
export interface OpcionesDeRuta {
  /** Groups the route in the API docs. */
  tags: string[];
  /** A kept answer that also follows the clock stops being current then (plugins/guardadas.ts). */
  hasta?: () => Promise<Date>;
  /** Route settings of the server's own, such as a rate limit (`rateLimit`). */
  config?: Omit<FastifyContextConfig, 'politica' | 'guardada'>;
  /** Other answers the route documents, such as a 503 when Habbo cannot answer. */
  otras?: Record<number, z.ZodType>;
  /**
   * The answer goes out as the handler built it (`JSON.stringify`), without being
   * encoded by its contract first: for a big list read many times a minute that cannot
   * be kept (it follows the clock), whose rows the handler builds field by field from
   * the contract's type. Its tests check that the answer is exactly its contract's (no
   * field more: nothing the contract would strip). docs/desarrollo.md, "An answer sent as built".
   */
  respuestaDirecta?: boolean;
}

/**
 * The serializers of a route with `respuestaDirecta`: its success answer as it is, the
 * others (errors) encoded by their contracts as on every route.
 */
function serializarDirecto<T>(estado: number): FastifySerializerCompiler<T> {
  return (ruta) =>
    ruta.httpStatus === String(estado)
      ? (data) => JSON.stringify(data)
      : serializerCompiler(ruta as unknown as Parameters<typeof serializerCompiler>[0]);
}

/**
 * Registers the route of a declared endpoint (packages/shared/src/<area>/api.ts): its
 * method and path, its policy and kept read, its input contracts and its answer's, with
 * the common error answers. The handler gets the validated inputs.
 */
export function declararRuta<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  opciones: OpcionesDeRuta,
  atender: (llamada: Llamada<E>) => Promise<Resultado<E>> | Resultado<E>,
): void {
  const estado = e.estado ?? 200;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: e.metodo,
    url: e.ruta,
    config: {
      ...opciones.config,
      politica: e.politica,
      ...(e.permitirConClaveTemporal ? { permitirConClaveTemporal: true } : {}),
      ...(e.tokenEnQuery ? { tokenEnQuery: true } : {}),
      ...(e.guardada
        ? { guardada: { por: e.guardada, ...(opciones.hasta ? { hasta: opciones.hasta } : {}) } }
        : {}),
    },
    schema: {
      tags: opciones.tags,
      summary: e.resumen,
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: { ...respuestas({ [estado]: e.respuesta }), ...opciones.otras },
    },
    ...(opciones.respuestaDirecta ? { serializerCompiler: serializarDirecto(estado) } : {}),
    handler: async (request, reply) => {
      const resultado = await atender({
        params: request.params as EntradasValidadas<E>['params'],
        query: request.query as EntradasValidadas<E>['query'],
        body: request.body as EntradasValidadas<E>['body'],
        request,
        reply,
      });
      // Returned, not awaited: Fastify waits for the answer it is streaming to end.
      if (resultado === RESPUESTA_ENVIADA) return reply;
      return reply.status(estado).send(resultado);
    },
  });
}
