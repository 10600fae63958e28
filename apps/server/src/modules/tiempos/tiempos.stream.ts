import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CentralDeAvisos } from './tiempos.avisos';

/** Seconds between keepalive comments, so proxies keep an idle stream open. */
export const KEEPALIVE_MS = 25_000;

/** The open streams of this process, to end them when the app closes. */
export class Streams {
  private readonly abiertos = new Set<() => void>();
  private readonly latido: NodeJS.Timeout;

  constructor(private readonly central: CentralDeAvisos) {
    this.latido = setInterval(() => this.central.emitir(''), KEEPALIVE_MS);
    this.latido.unref();
  }

  /**
   * Turns the reply into a server-sent events stream: `event: tiempos` with the change's
   * JSON for each announcement, and a comment line as keepalive. The first event
   * (`conectado`) tells a reconnecting screen to refetch what it missed.
   */
  abrir(request: FastifyRequest, reply: FastifyReply) {
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    const enviar = (datos: string) => {
      res.write(datos === '' ? ': ping\n\n' : `event: tiempos\ndata: ${datos}\n\n`);
    };
    res.write('retry: 3000\n\n');
    enviar(JSON.stringify({ accion: 'conectado' }));
    const dejar = this.central.suscribir(enviar);
    const cerrar = () => {
      dejar();
      this.abiertos.delete(cerrar);
      if (!res.writableEnded) res.end();
    };
    this.abiertos.add(cerrar);
    request.raw.on('close', cerrar);
    res.on('error', cerrar);
  }

  /** Ends every stream (the app is closing). */
  cerrarTodos() {
    clearInterval(this.latido);
    for (const cerrar of [...this.abiertos]) cerrar();
  }
}
