import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { POLITICAS, politicaPermite, type Politica } from '@mchabbo/shared/niveles/politicas';
import { MENSAJE_CLAVE_TEMPORAL } from '@mchabbo/shared/cuenta/sesion';
import type { Actor, SesionDeToken } from '../lib/actor';
import { noAutenticado, prohibido } from '../lib/errors';
import { motivoDeCierre } from '../lib/sesiones';
import { buscarSesion, sesionesExistentes } from '../modules/cuenta/cuenta.service';

/** An API route and who may call it. */
export interface RutaDeclarada {
  method: string;
  url: string;
  politica: Politica;
  /** The route's input contracts (zod), for the hostile-input tests. */
  esquemas: { body?: unknown; params?: unknown; querystring?: unknown };
}

interface TokenPayload {
  sub: string;
  ver: number;
  /** The session's row (`sesiones`). */
  sid: number;
  exp?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; every `/api` route must declare one. */
    politica?: Politica;
    /** Lets an account that must change its password still call this route. */
    permitirConClaveTemporal?: boolean;
    /**
     * Also accepts the token as `?token=` (server-sent events: EventSource cannot send
     * headers). Verified exactly like the header; only routes that say so read it.
     */
    tokenEnQuery?: boolean;
  }
  interface FastifyInstance {
    /** Every API route with its declared policy (the permission tests walk it). */
    rutasApi: RutaDeclarada[];
    /** Signs the access token of a session of an account at its current token version. */
    firmarToken(
      usuario: { id: number; tokenVersion: number },
      sesionId: number,
    ): { token: string; expira: Date };
    /** Of these sessions, those that have not ended (for open live streams). */
    sesionesVigentes(sesiones: SesionDeToken[]): Promise<Set<number>>;
  }
}

const AUDIENCIA = 'mchabbo';

function leerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) {
    if (!request.routeOptions.config?.tokenEnQuery) return null;
    const token = (request.query as { token?: unknown } | undefined)?.token;
    return typeof token === 'string' && token ? token : null;
  }
  const [tipo, token] = header.split(' ');
  return tipo?.toLowerCase() === 'bearer' && token ? token : null;
}

async function auth(
  app: FastifyInstance,
  opts: { secret: string; expiresIn: string; prefijosPublicos: string[] },
) {
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { algorithm: 'HS256', aud: AUDIENCIA, iss: AUDIENCIA, expiresIn: opts.expiresIn },
    verify: {
      algorithms: ['HS256'],
      allowedAud: AUDIENCIA,
      allowedIss: AUDIENCIA,
      // A token verified once is not verified again until it expires (or for 10 minutes):
      // fast-jwt keeps the last 1,000 by a hash of the token. Whether its session still
      // holds is read from the database on every request all the same.
      cache: true,
    },
  });

  app.decorate('firmarToken', (u: { id: number; tokenVersion: number }, sesionId: number) => {
    const token = app.jwt.sign({
      sub: String(u.id),
      ver: u.tokenVersion,
      sid: sesionId,
    } satisfies TokenPayload);
    const { exp } = app.jwt.decode<TokenPayload>(token) ?? {};
    return { token, expira: new Date((exp ?? 0) * 1000) };
  });
  app.decorate('sesionesVigentes', async (abiertas: SesionDeToken[]) => {
    const ahora = Date.now();
    const filas = await sesionesExistentes(
      app.db,
      abiertas.map((s) => s.id),
    );
    const version = new Map(filas.map((f) => [f.id, f]));
    return new Set(
      abiertas
        .filter((s) => {
          const fila = version.get(s.id);
          return (
            fila && fila.tokenVersion === s.version && !fila.debeCambiarClave && s.expira > ahora
          );
        })
        .map((s) => s.id),
    );
  });
  app.decorateRequest('usuario', null);
  const rutas: RutaDeclarada[] = [];
  app.decorate('rutasApi', rutas);

  // Fail at start, naming the route, rather than serve an API route nobody guards.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.method === 'HEAD') return;
    if (opts.prefijosPublicos.some((p) => route.url.startsWith(p))) {
      route.config = { ...route.config, politica: 'publico' };
      return;
    }
    const politica = route.config?.politica;
    if (!politica || !POLITICAS.includes(politica)) {
      throw new Error(`La ruta ${String(route.method)} ${route.url} no declara su política.`);
    }
    const { body, params, querystring } = route.schema ?? {};
    for (const method of [route.method].flat()) {
      rutas.push({ method, url: route.url, politica, esquemas: { body, params, querystring } });
    }
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    const politica = config?.politica;
    if (!politica) return; // not an API route (static files, 404s)
    const token = leerToken(request);
    if (politica === 'publico' && !token) return;

    let usuario: Actor | null = null;
    if (token) {
      let payload: TokenPayload | null = null;
      try {
        payload = app.jwt.verify<TokenPayload>(token);
      } catch {
        payload = null;
      }
      const id = payload ? Number(payload.sub) : NaN;
      const sid = payload?.sid;
      const valido = Number.isSafeInteger(id) && Number.isSafeInteger(sid);
      const sesion = valido ? await buscarSesion(app.db, id, sid as number) : undefined;
      if (payload && sesion && sesion.tokenVersion === payload.ver) {
        usuario = {
          id: sesion.id,
          username: sesion.username,
          nivel: sesion.nivel,
          debeCambiarClave: sesion.debeCambiarClave,
          sesion: { id: payload.sid, version: payload.ver, expira: (payload.exp ?? 0) * 1000 },
        };
      } else if (politica !== 'publico') {
        // Says why the session ended, so the web app can tell the person (Sessions 5.8).
        throw noAutenticado(
          'Tu sesión ha caducado. Inicia sesión de nuevo.',
          payload && valido
            ? await motivoDeCierre(app.db, id, sid as number, payload.ver)
            : { motivo: 'caducada' },
        );
      }
    }
    request.usuario = usuario;
    if (politica === 'publico') return;
    if (!usuario) throw noAutenticado();
    if (usuario.debeCambiarClave && !config.permitirConClaveTemporal) {
      throw prohibido(MENSAJE_CLAVE_TEMPORAL);
    }
    if (!politicaPermite(politica, usuario.nivel)) throw prohibido();
  });
}

/** JWT sessions and the one guard that enforces every route's declared policy. */
export default fp(auth, { name: 'auth', dependencies: ['db'] });
