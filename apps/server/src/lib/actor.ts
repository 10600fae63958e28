import type { FastifyRequest } from 'fastify';
import { noAutenticado } from './errors';

/**
 * The acting person: the signed-in caller of a request, read from the database on every
 * request by the auth plugin (plugins/auth.ts). Services receive it; it is defined here,
 * below the HTTP layer, so no module imports a plugin.
 */
export interface Actor {
  id: number;
  username: string;
  nivel: number;
  debeCambiarClave: boolean;
  /** The session of the token used: its row, the token version and when it expires. */
  sesion: SesionDeToken;
}

/** What a token says of its session, to tell later whether that session has ended. */
export interface SesionDeToken {
  id: number;
  version: number;
  /** Epoch milliseconds. */
  expira: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth plugin: the caller, or null on a public route called signed out. */
    usuario: Actor | null;
  }
}

/** The caller of a route whose policy requires a signed-in user. */
export function usuarioDe(request: FastifyRequest): Actor {
  if (!request.usuario) throw noAutenticado();
  return request.usuario;
}
