import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Instantanea, Lecturas } from '../lib/lecturas';
import type { UsuarioActual } from './auth';

/**
 * A route whose answer is kept while the database is unchanged (`lib/lecturas.ts`),
 * declared on the route like its policy:
 *
 * - `por: 'todos'`: one answer for every caller the policy lets in. Only for routes
 *   whose answer and checks depend on nothing but the policy (no "may act on"). A
 *   public route's answer is kept this way too, checked against the snapshot read for
 *   the request (a caller without a session has none).
 * - `por: 'llamante'`: one answer per caller, for answers that show what the caller
 *   may do or see. A caller only ever gets an answer made for them.
 * - `hasta`: for answers that also follow the clock, when the answer made now stops
 *   being current (the end of the pay week it shows). A handler that only knows it once
 *   the answer is made calls `request.guardando?.vigenteHasta(fecha)` (the activity list).
 *
 * The key is the route, the caller (for `llamante`) and the validated params and query.
 */
export interface Guardada {
  por: 'todos' | 'llamante';
  /** Given the request's snapshot (to read the settings it depends on through it). */
  hasta?: (instantanea: Instantanea) => Promise<Date>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer is kept while the database is unchanged (`plugins/guardadas.ts`). */
    guardada?: Guardada;
  }
  interface FastifyRequest {
    /** Settles the answer this request makes for the requests waiting on it. */
    guardando: {
      resolver(texto: string): void;
      rechazar(): void;
      /** The answer being made stops being current at `fecha` (sooner than declared). */
      vigenteHasta(fecha: Date): void;
    } | null;
  }
}

const JSON_UTF8 = 'application/json; charset=utf-8';

/** Object keys sorted at every level, so `?a=1&b=2` and `?b=2&a=1` share a key. */
function canonico(valor: unknown): string {
  return JSON.stringify(valor ?? null, (_clave, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

function claveDe(request: FastifyRequest, guardada: Guardada, usuario: UsuarioActual | null) {
  const quien = guardada.por === 'llamante' && usuario ? `u${usuario.id}` : '*';
  return `${request.method} ${request.routeOptions.url ?? ''} ${quien} ${canonico(request.params)} ${canonico(request.query)}`;
}

async function guardadas(
  app: FastifyInstance,
  opts: {
    lecturas: Lecturas;
    /** The database's current snapshot, for public routes (`db/instantanea.ts`). */
    instantanea: () => Promise<Instantanea>;
  },
) {
  app.decorateRequest('guardando', null);

  // After the guard and the input validation: a kept answer is only ever sent to a
  // caller the route's policy admits, for input the route accepts.
  app.addHook('preHandler', async (request, reply) => {
    const config = request.routeOptions.config;
    const guardada = config?.guardada;
    const usuario = request.usuario;
    if (!guardada || request.method !== 'GET') return;
    let instantanea: Instantanea;
    if (usuario) instantanea = usuario.instantanea;
    else if (config.politica === 'publico' && guardada.por === 'todos') {
      instantanea = await opts.instantanea();
    } else return;
    const hasta = guardada.hasta ? await guardada.hasta(instantanea) : undefined;
    let resolver!: (texto: string) => void;
    let rechazar!: (err: Error) => void;
    const propia = new Promise<string>((res, rej) => {
      resolver = res;
      rechazar = rej;
    });
    const clave = claveDe(request, guardada, usuario);
    const texto = opts.lecturas.leer(instantanea, clave, () => propia, hasta);
    if (texto === propia) {
      // Nobody has this answer yet: the handler makes it, and `onSend` keeps it.
      propia.catch(() => {}); // a failed answer is simply not kept
      request.guardando = {
        resolver,
        rechazar: () => rechazar(new Error('no guardada')),
        vigenteHasta: (fecha) => opts.lecturas.acotar(clave, propia, fecha),
      };
      return;
    }
    try {
      return await reply.type(JSON_UTF8).send(await texto);
    } catch {
      // The request that was making it failed (an error answer): make our own.
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const guardando = request.guardando;
    if (!guardando) return payload;
    request.guardando = null;
    if (reply.statusCode === 200 && typeof payload === 'string') guardando.resolver(payload);
    else guardando.rechazar();
    return payload;
  });

  // An answer that never reached `onSend` (the connection closed first) is not kept.
  app.addHook('onResponse', async (request) => {
    request.guardando?.rechazar();
    request.guardando = null;
  });
}

/** Keeps the answers of routes that declare `guardada`. */
export default fp(guardadas, { name: 'guardadas', dependencies: ['auth'] });
