import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { usuarioDe, type SesionDeToken } from './actor';

/** Seconds between keepalive comments, so proxies keep an idle stream open. */
export const KEEPALIVE_MS = 25_000;
/** How often open streams check that their session has not ended. */
export const REVISION_SESIONES_MS = 2_000;
/** Open streams per person (per server process and kind of stream); a new one ends the oldest. */
export const STREAMS_POR_PERSONA = 5;

interface Abierto {
  usuarioId: number;
  sesion: SesionDeToken;
  enviar(datos: string): void;
  cerrar(): void;
}

/**
 * The open server-sent event streams of one kind in this process (`evento` names their
 * events: `tiempos`, `notificaciones`). Each lasts while its session does: a stream
 * whose session ended (signing out, a new password or key, a rank change or dismissal,
 * the token's expiry) closes within `REVISION_SESIONES_MS`; all end when the app closes.
 */
export class Streams {
  private readonly abiertos = new Set<Abierto>();
  private readonly latido: NodeJS.Timeout;
  private readonly revision: NodeJS.Timeout;

  constructor(
    private readonly evento: string,
    /** Of these sessions, those that have not ended. */
    private readonly vigentes: (sesiones: SesionDeToken[]) => Promise<Set<number>>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.latido = setInterval(() => this.emitir(''), KEEPALIVE_MS);
    this.latido.unref();
    this.revision = setInterval(() => {
      this.revisarSesiones().catch((err: unknown) =>
        this.log.error({ err }, 'live streams: session check'),
      );
    }, REVISION_SESIONES_MS);
    this.revision.unref();
  }

  /** Sends a payload (JSON text; '' is a keepalive) to every stream, or to one person's. */
  emitir(datos: string, usuarioId?: number) {
    for (const a of this.abiertos) {
      if (usuarioId === undefined || a.usuarioId === usuarioId) a.enviar(datos);
    }
  }

  /** Closes the streams whose session has ended. */
  async revisarSesiones() {
    if (this.abiertos.size === 0) return;
    const abiertos = [...this.abiertos];
    const vigentes = await this.vigentes(abiertos.map((a) => a.sesion));
    for (const a of abiertos) if (!vigentes.has(a.sesion.id)) a.cerrar();
  }

  /**
   * Turns the reply into a server-sent events stream: `event: <evento>` with a JSON
   * payload for each announcement, and a comment line as keepalive. The first event
   * (`conectado`) tells a reconnecting screen to refetch what it missed.
   */
  abrir(request: FastifyRequest, reply: FastifyReply) {
    const usuario = usuarioDe(request);
    const suyos = [...this.abiertos].filter((a) => a.usuarioId === usuario.id);
    for (const viejo of suyos.slice(0, Math.max(0, suyos.length - STREAMS_POR_PERSONA + 1))) {
      viejo.cerrar();
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const abierto: Abierto = {
      usuarioId: usuario.id,
      sesion: usuario.sesion,
      enviar: (datos: string) => {
        res.write(datos === '' ? ': ping\n\n' : `event: ${this.evento}\ndata: ${datos}\n\n`);
      },
      cerrar: () => {
        this.abiertos.delete(abierto);
        if (!res.writableEnded) res.end();
      },
    };
    res.write('retry: 3000\n\n');
    abierto.enviar(JSON.stringify({ accion: 'conectado' }));
    this.abiertos.add(abierto);
    request.raw.on('close', abierto.cerrar);
    res.on('error', abierto.cerrar);
  }

  /** Ends every stream (the app is closing). */
  cerrarTodos() {
    clearInterval(this.latido);
    clearInterval(this.revision);
    for (const abierto of [...this.abiertos]) abierto.cerrar();
  }
}
