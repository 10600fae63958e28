import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { escuchaEn, puertoLibre } from '../../apps/server/src/test/puerto';
import { carpetaTemporal, copiarCarpeta } from './carpetas';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The owner account every browser test's server starts with. */
export const DUENO = { nameUser: 'Dueno', password: 'clave-del-dueno-1' };

/** A real server process on a fresh embedded database. */
export interface ServidorDePrueba {
  url: string;
  dataDir: string;
  /** Calls the API as a client would; `token` adds the bearer header. */
  api<T = unknown>(metodo: string, ruta: string, body?: unknown, token?: string): Promise<T>;
  /** Stops the server (SIGTERM); the data folder is removed unless kept. */
  parar(opts?: { conservarDatos?: boolean }): Promise<void>;
  /** The server process's id. */
  pid: number;
  /** Sends a signal (SIGKILL by default) and waits for the process to end; keeps the data. */
  matar(signal?: NodeJS.Signals): Promise<FinDelProceso>;
  /** Resolves when the process ends, however it ends. */
  fin: Promise<FinDelProceso>;
  /** What the process printed so far (stdout and stderr). */
  salida(): string;
}

/** How a server process ended: its exit code, or the signal that killed it. */
export interface FinDelProceso {
  code: number | null;
  signal: NodeJS.Signals | null;
}

async function esperarListo(
  url: string,
  puerto: number,
  proceso: ChildProcess,
  salida: () => string,
) {
  const limite = Date.now() + 60_000;
  while (Date.now() < limite) {
    if (proceso.exitCode !== null) throw new Error(`el servidor terminó al arrancar:\n${salida()}`);
    try {
      const res = await fetch(`${url}/api/config`);
      // The answer must come from this process: between `puertoLibre` and the listen,
      // another server (another test file's, or an API test's) may have taken the port,
      // and this one will then stop with EADDRINUSE.
      if (res.ok && (await escuchaEn(proceso.pid ?? 0, puerto))) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`el servidor no respondió en 60 s:\n${salida()}`);
}

/**
 * The memory flags and environment of `npm start` (package.json's `start` script), for a
 * test that must run the server exactly within them.
 */
export function arranqueDeNpmStart(): { argumentosNode: string[]; env: Record<string, string> } {
  const paquete = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const partes = paquete.scripts.start.split(/\s+/);
  const env = Object.fromEntries(
    partes.filter((p) => /^[A-Z_]+=/.test(p)).map((p) => p.split('=') as [string, string]),
  );
  return { argumentosNode: partes.filter((p) => p.startsWith('--')), env };
}

/**
 * Starts the compiled server as `npm start` runs it (built by `npm run build`, which
 * `npm test` and `npm run test:e2e` run first) with its own port and data folder: the
 * given one, or a fresh copy of the run's migrated database.
 */
export async function iniciarServidor(
  env: Record<string, string> = {},
  dataDirExistente?: string,
  /** Node's own flags for the process, instead of the test servers' `--liftoff-only`. */
  argumentosNode?: string[],
): Promise<ServidorDePrueba> {
  let dataDir = dataDirExistente;
  if (!dataDir) {
    // A copy of the run's migrated database (support/plantilla.ts): a first start
    // without creating and migrating the database again.
    dataDir = await carpetaTemporal('mchabbo-e2e-');
    await copiarCarpeta(inject('carpetaPlantillaE2e'), dataDir);
  }
  // A port another process took first (see `esperarListo`) is left for another.
  for (let intento = 1; ; intento++) {
    try {
      return await arrancarEn(await puertoLibre(), dataDir, env, argumentosNode);
    } catch (err) {
      if (intento >= 3 || !(err instanceof PuertoOcupado)) throw err;
    }
  }
}

/** The server stopped at start because its port was taken. */
class PuertoOcupado extends Error {}

async function arrancarEn(
  port: number,
  dataDir: string,
  env: Record<string, string>,
  argumentosNode = ['--liftoff-only'],
): Promise<ServidorDePrueba> {
  const url = `http://127.0.0.1:${port}`;
  let salida = '';
  // `--liftoff-only`: PGlite's WebAssembly stays on V8's baseline compiler. A test server
  // lives for seconds and answers a few calls, and optimising the database's hot
  // functions cost more CPU than it saved (the browser tests: 212 -> 166 s of user CPU).
  // The API tests, which run far more queries in one long process, gain nothing from it.
  const argumentos = [...argumentosNode, path.join(root, 'scripts/start.mjs')];
  const proceso = spawn(process.execPath, argumentos, {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      SKIP_BUILD: '1',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      OWNER_USERNAME: DUENO.nameUser,
      OWNER_PASSWORD: DUENO.password,
      LOGIN_MAX_PER_MINUTE: '1000',
      LOG_LEVEL: 'warn',
      // Tests never reach the real Habbo (the roster check's scheduled round would, a
      // minute after the start): files that need Habbo pass the fake's address.
      HABBO_URL: 'http://127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proceso.stdout?.on('data', (d) => (salida += d));
  proceso.stderr?.on('data', (d) => (salida += d));
  const fin = new Promise<FinDelProceso>((resolve) =>
    proceso.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const vivo = () => proceso.exitCode === null && proceso.signalCode === null;
  try {
    await esperarListo(url, port, proceso, () => salida);
  } catch (err) {
    if (vivo()) proceso.kill('SIGKILL');
    if (salida.includes('EADDRINUSE')) throw new PuertoOcupado(salida);
    throw err;
  }

  return {
    url,
    dataDir,
    async api(metodo, ruta, body, token) {
      const headers: Record<string, string> = {};
      if (body !== undefined) headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await fetch(`${url}/api${ruta}`, {
        method: metodo,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = await res.json();
      if (!res.ok) throw new Error(`${metodo} ${ruta} → ${res.status} ${JSON.stringify(json)}`);
      return json;
    },
    async parar(opts = {}) {
      if (vivo()) proceso.kill('SIGTERM');
      await fin;
      if (!opts.conservarDatos) await rm(dataDir, { recursive: true, force: true });
    },
    pid: proceso.pid ?? 0,
    async matar(signal = 'SIGKILL') {
      if (vivo()) proceso.kill(signal);
      return fin;
    },
    fin,
    salida: () => salida,
  };
}
