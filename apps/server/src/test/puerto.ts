import { readdir, readFile, readlink } from 'node:fs/promises';
import { createServer } from 'node:net';

/**
 * A port free on 127.0.0.1 right now. It is only probed: until the server given it
 * listens, another process may take it, which `escuchaEn` tells.
 */
export function puertoLibre(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Whether process `pid` holds the socket listening on `puerto` (read from Linux's
 * /proc; elsewhere assumed): an answer on the port may come from another server that
 * took it first.
 */
export async function escuchaEn(pid: number, puerto: number): Promise<boolean> {
  const tabla = await readFile('/proc/net/tcp', 'utf8').catch(() => null);
  if (tabla === null) return true;
  const hex = `:${puerto.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodos = tabla
    .split('\n')
    .map((linea) => linea.trim().split(/\s+/))
    .filter((c) => c[1]?.endsWith(hex) && c[3] === '0A') // 0A: LISTEN
    .map((c) => `socket:[${c[9]}]`);
  const fds = await readdir(`/proc/${pid}/fd`).catch(() => []);
  for (const fd of fds) {
    const destino = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
    if (inodos.includes(destino)) return true;
  }
  return false;
}
