import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Lecturas } from '../lib/lecturas';
import type { Actor } from '../lib/actor';

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
 *
 * A kept answer of 1 KB or more goes compressed to a client that accepts it (every
 * browser does: Brotli, else gzip), made once per kept answer and encoding, not on
 * every request; the lists are 50–130 KB of JSON, a tenth of that or less compressed.
 */
export interface Guardada {
  por: 'todos' | 'llamante';
  /** Read in the request (the settings it depends on are read at the request's snapshot). */
  hasta?: () => Promise<Date>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's answer is kept while the database is unchanged (`plugins/guardadas.ts`). */
    guardada?: Guardada;
  }
  interface FastifyRequest {
    /** Settles the answer this request makes for the requests waiting on it. */
    guardando: {
      resolver(respuesta: Respuesta): void;
      rechazar(): void;
      /** The answer being made stops being current at `fecha` (sooner than declared). */
      vigenteHasta(fecha: Date): void;
    } | null;
  }
}

const JSON_UTF8 = 'application/json; charset=utf-8';

/** Smaller answers go as they are: compressing them would save next to nothing. */
const MINIMO_PARA_COMPRIMIR = 1024;

type Codificacion = 'br' | 'gzip';
/** In order of preference when the client accepts both. */
const CODIFICACIONES: Codificacion[] = ['br', 'gzip'];

const brotli = promisify(brotliCompress);
const gzipar = promisify(gzip);
const COMPRIMIR: Record<Codificacion, (texto: string) => Promise<Buffer>> = {
  // Quality 5: about as fast as gzip and smaller (the default, 11, is for files compressed
  // once at build time, and takes tens of milliseconds on a list).
  br: (texto) => brotli(texto, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (texto) => gzipar(texto),
};

/** A kept answer: its JSON text and its compressed copies, each made when first asked for. */
class Respuesta {
  private readonly copias = new Map<Codificacion, Promise<Buffer>>();

  constructor(readonly texto: string) {}

  comprimida(codificacion: Codificacion): Promise<Buffer> {
    let copia = this.copias.get(codificacion);
    if (!copia) {
      copia = COMPRIMIR[codificacion](this.texto);
      this.copias.set(codificacion, copia);
    }
    return copia;
  }
}

/**
 * How `respuesta` goes to this client: compressed when it is big enough and the client
 * accepts an encoding (its `Content-Encoding` set on `reply`), else its text. Either way
 * the answer says it varies with `Accept-Encoding`, for the caches in between.
 */
function cuerpoPara(
  request: FastifyRequest,
  reply: FastifyReply,
  respuesta: Respuesta,
): string | Promise<Buffer> {
  reply.header('vary', 'accept-encoding');
  const acepta = request.headers['accept-encoding'];
  const codificacion =
    acepta && respuesta.texto.length >= MINIMO_PARA_COMPRIMIR
      ? negotiate(acepta, CODIFICACIONES)
      : null;
  if (!codificacion) return respuesta.texto;
  reply.header('content-encoding', codificacion);
  return respuesta.comprimida(codificacion);
}

/** Object keys sorted at every level, so `?a=1&b=2` and `?b=2&a=1` share a key. */
function canonico(valor: unknown): string {
  return JSON.stringify(valor ?? null, (_clave, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

function claveDe(request: FastifyRequest, guardada: Guardada, usuario: Actor | null) {
  const quien = guardada.por === 'llamante' && usuario ? `u${usuario.id}` : '*';
  return `${request.method} ${request.routeOptions.url ?? ''} ${quien} ${canonico(request.params)} ${canonico(request.query)}`;
}

async function guardadas(app: FastifyInstance, opts: { lecturas: Lecturas }) {
  app.decorateRequest('guardando', null);

  // After the guard and the input validation: a kept answer is only ever sent to a
  // caller the route's policy admits, for input the route accepts.
  app.addHook('preHandler', async (request, reply) => {
    const config = request.routeOptions.config;
    const guardada = config?.guardada;
    const usuario = request.usuario;
    if (!guardada || request.method !== 'GET') return;
    if (!usuario && !(config.politica === 'publico' && guardada.por === 'todos')) return;
    const instantanea = await opts.lecturas.instantanea();
    const hasta = guardada.hasta ? await guardada.hasta() : undefined;
    let resolver!: (respuesta: Respuesta) => void;
    let rechazar!: (err: Error) => void;
    const propia = new Promise<Respuesta>((res, rej) => {
      resolver = res;
      rechazar = rej;
    });
    const clave = claveDe(request, guardada, usuario);
    const respuestaGuardada = opts.lecturas.leerEn(instantanea, clave, () => propia, hasta);
    if (respuestaGuardada === propia) {
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
      const respuesta = await respuestaGuardada;
      return await reply.type(JSON_UTF8).send(await cuerpoPara(request, reply, respuesta));
    } catch {
      // The request that was making it failed (an error answer): make our own, sent as
      // the handler makes it.
      reply.removeHeader('content-encoding');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const guardando = request.guardando;
    if (!guardando) return payload;
    request.guardando = null;
    if (reply.statusCode !== 200 || typeof payload !== 'string') {
      guardando.rechazar();
      return payload;
    }
    const respuesta = new Respuesta(payload);
    guardando.resolver(respuesta);
    return cuerpoPara(request, reply, respuesta);
  });

  // An answer that never reached `onSend` (the connection closed first) is not kept.
  app.addHook('onResponse', async (request) => {
    request.guardando?.rechazar();
    request.guardando = null;
  });
}

/** Keeps the answers of routes that declare `guardada`. */
export default fp(guardadas, { name: 'guardadas', dependencies: ['auth'] });
