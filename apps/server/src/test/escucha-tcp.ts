import { createServer, type Socket } from 'node:net';
import { setTimeout as esperar } from 'node:timers/promises';

/** A plain TCP listener that counts the connections it accepts (and closes them). */
export interface Escucha {
  port: number;
  /** Connections accepted so far. */
  readonly conexiones: number;
  /** Resolves once `n` connections have arrived; fails after `ms`. */
  esperarConexiones(n: number, ms?: number): Promise<void>;
  cerrar(): Promise<void>;
}

/** Listens on `host:port` (port 0: a free one). */
export async function escuchar(port: number, host = '127.0.0.1'): Promise<Escucha> {
  let conexiones = 0;
  const abiertas = new Set<Socket>();
  const esperando: Array<{ n: number; ok: () => void }> = [];
  const server = createServer((socket) => {
    conexiones++;
    abiertas.add(socket);
    socket.on('close', () => abiertas.delete(socket));
    socket.on('error', () => {});
    socket.destroy();
    for (const e of [...esperando]) {
      if (conexiones >= e.n) {
        esperando.splice(esperando.indexOf(e), 1);
        e.ok();
      }
    }
  });
  await new Promise<void>((ok, mal) => {
    server.once('error', mal);
    server.listen(port, host, () => {
      server.off('error', mal);
      ok();
    });
  });
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    get conexiones() {
      return conexiones;
    },
    esperarConexiones(n, ms = 15_000) {
      if (conexiones >= n) return Promise.resolve();
      return new Promise((ok, mal) => {
        const plazo = setTimeout(
          () => mal(new Error(`${host}:${port} heard ${conexiones} of ${n} connections`)),
          ms,
        );
        esperando.push({
          n,
          ok: () => {
            clearTimeout(plazo);
            ok();
          },
        });
      });
    },
    async cerrar() {
      for (const s of abiertas) s.destroy();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

/**
 * Listens on a fixed port that another test file may hold for a while (the same file of
 * the other database's pass): waits for it to be free, up to `ms`. A port below 1024
 * needs root (or a lowered net.ipv4.ip_unprivileged_port_start), as CI has.
 */
export async function escucharCuandoLibre(
  host: string,
  port: number,
  ms = 60_000,
): Promise<Escucha> {
  const hasta = Date.now() + ms;
  for (;;) {
    try {
      return await escuchar(port, host);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'EACCES') {
        throw new Error(`Listening on ${host}:${port} needs root (or CAP_NET_BIND_SERVICE).`);
      }
      if (code !== 'EADDRINUSE' || Date.now() > hasta) throw err;
      // The holder releases it when its own test ends: try again shortly.
      await esperar(100);
    }
  }
}
