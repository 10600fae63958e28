import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { basePostgresDePrueba } from './app';
import { escuchaEn, puertoLibre } from './puerto';

const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../main.ts');

/** The owner account the spawned server starts with. */
export const DUENO_PROCESO = { nameUser: 'Dueno', password: 'clave-del-dueno-1' };

/** A real server started as its own Node process, as `npm run dev` runs it. */
export interface ServidorEnProceso {
  url: string;
  /** Calls the API as a client would; `token` adds the bearer header. */
  api(
    metodo: string,
    ruta: string,
    body?: unknown,
    token?: string,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  /** Signs in and returns the token. */
  entrar(nameUser: string, password: string): Promise<string>;
  /** Resolves once the process has printed `texto` (true), or after `ms` (false). */
  esperarSalida(texto: string, ms?: number): Promise<boolean>;
  /** What the process printed so far (stdout and stderr). */
  salida(): string;
  /** Stops the process (SIGTERM, then SIGKILL) and removes its data. */
  parar(): Promise<void>;
}

/**
 * Starts `src/main.ts` with tsx in a child process, with `env` on top of the test's
 * own: on an embedded database in a fresh folder holding a copy of the run's migrated
 * database (`test/plantilla.ts`), or, in the PostgreSQL pass
 * (TEST_DATABASE_URL), on a fresh copy of the run's migrated database. `baseDeDatos`
 * shares the database of a server started before (PostgreSQL only).
 */
export async function iniciarServidorEnProceso(
  env: Record<string, string>,
  baseDeDatos?: string,
): Promise<ServidorEnProceso & { baseDeDatos: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mchabbo-proceso-'));
  const servidorPg = process.env.TEST_DATABASE_URL;
  // On PGlite, the run's migrated database unpacked where the server looks for it (a
  // data folder's `pglite/`): migrating a fresh one would cost 3 s of CPU.
  if (!servidorPg) {
    mkdirSync(path.join(dataDir, 'pglite'));
    await promisify(execFile)('tar', [
      '-xf',
      inject('plantillaPglite'),
      '-C',
      path.join(dataDir, 'pglite'),
    ]);
  }
  const propia = servidorPg && !baseDeDatos ? await basePostgresDePrueba(servidorPg) : null;
  const databaseUrl = baseDeDatos ?? propia?.url ?? '';
  const port = await puertoLibre();
  const url = `http://127.0.0.1:${port}`;
  let salida = '';
  const oyentes = new Set<() => void>();
  const proceso = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: '/nonexistent',
      HABBO_URL: 'http://127.0.0.1:9',
      BACKUP_DAILY: 'false',
      MAINTENANCE_DAILY: 'false',
      OWNER_USERNAME: DUENO_PROCESO.nameUser,
      OWNER_PASSWORD: DUENO_PROCESO.password,
      LOGIN_MAX_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const anotar = (d: Buffer) => {
    salida += d.toString();
    for (const o of [...oyentes]) o();
  };
  proceso.stdout.on('data', anotar);
  proceso.stderr.on('data', anotar);
  const fin = new Promise<void>((ok) => proceso.once('exit', () => ok()));
  const vivo = () => proceso.exitCode === null && proceso.signalCode === null;

  async function parar() {
    if (vivo()) {
      proceso.kill('SIGTERM');
      const tarde = setTimeout(() => vivo() && proceso.kill('SIGKILL'), 10_000);
      await fin;
      clearTimeout(tarde);
    }
    rmSync(dataDir, { recursive: true, force: true });
    await propia?.borrar();
  }

  async function api(metodo: string, ruta: string, body?: unknown, token?: string) {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await fetch(`${url}/api${ruta}`, {
      method: metodo,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const texto = await res.text();
    return {
      status: res.status,
      body: (texto ? JSON.parse(texto) : {}) as Record<string, unknown>,
    };
  }

  // Ready once it answers; a tsx start takes a while on a busy machine.
  const limite = Date.now() + 90_000;
  for (;;) {
    if (!vivo()) {
      await parar();
      throw new Error(`el servidor terminó al arrancar:\n${salida}`);
    }
    const listo = await fetch(`${url}/api/config`).then(
      (r) => r.ok,
      () => false,
    );
    // Only once it is this process that listens: another server may have taken the
    // port first (this one then stops with EADDRINUSE, reported above).
    if (listo && (await escuchaEn(proceso.pid ?? 0, port))) break;
    if (Date.now() > limite) {
      await parar();
      throw new Error(`el servidor no respondió en 90 s:\n${salida}`);
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }

  return {
    url,
    baseDeDatos: databaseUrl,
    api,
    async entrar(nameUser, password) {
      const r = await api('POST', '/user/login', { nameUser, password });
      if (r.status !== 200)
        throw new Error(`login ${nameUser}: ${r.status} ${JSON.stringify(r.body)}`);
      return r.body.access_token as string;
    },
    esperarSalida(texto, ms = 10_000) {
      if (salida.includes(texto)) return Promise.resolve(true);
      return new Promise((ok) => {
        const mirar = () => {
          if (!salida.includes(texto)) return;
          oyentes.delete(mirar);
          clearTimeout(reloj);
          ok(true);
        };
        const reloj = setTimeout(() => {
          oyentes.delete(mirar);
          ok(false);
        }, ms);
        oyentes.add(mirar);
      });
    },
    salida: () => salida,
    parar,
  };
}
