import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A held lock on a data folder. */
export interface Bloqueo {
  liberar(): Promise<void>;
}

/** Thrown when another live process holds the data folder. */
export class DataDirEnUso extends Error {}

/** Owner-only modes of the data folder and of what it keeps. */
export const MODO_CARPETA = 0o700;
export const MODO_ARCHIVO = 0o600;

/**
 * Creates the data folder readable by its owner only, and tightens an existing one
 * (it holds the database, the token secret and the backups). A folder this user may
 * not change (owned by another) is used as it is, with a warning.
 */
export async function prepararCarpetaDatos(dataDir: string): Promise<void> {
  const carpeta = path.resolve(dataDir);
  await mkdir(carpeta, { recursive: true, mode: MODO_CARPETA });
  await ajustarModo(carpeta, MODO_CARPETA);
}

/** Sets an owner-only mode; warns instead of failing when the file is someone else's. */
export async function ajustarModo(ruta: string, modo: number): Promise<void> {
  try {
    await chmod(ruta, modo);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    if (code !== 'EPERM') throw err;
    console.warn(
      `No se pudieron restringir los permisos de ${ruta} (pertenece a otro usuario): ` +
        'cualquiera con acceso a la carpeta podría leerlo.',
    );
  }
}

const archivoBloqueo = (dataDir: string) => path.join(path.resolve(dataDir), 'server.lock');

/**
 * What the lock file says. The first line is the PID alone (what older versions wrote
 * and read); the second, JSON with what tells this process from a later one given the
 * same PID: its start time (`/proc/<pid>/stat` field 22, clock ticks since boot) and
 * the boot it started in.
 */
interface ContenidoBloqueo {
  pid: number;
  inicio?: string;
  arranque?: string;
  /** Set by a server once it answers `npm run backup` (SIGUSR2). */
  atiendeRespaldos?: boolean;
  /** False for a lock holding only the PID. */
  conIdentidad?: boolean;
}

function escribirContenido(c: ContenidoBloqueo): string {
  const { pid, inicio, arranque, atiendeRespaldos } = c;
  return `${pid}\n${JSON.stringify({ inicio, arranque, atiendeRespaldos })}\n`;
}

function leerContenido(texto: string): ContenidoBloqueo | null {
  const [primera = '', segunda = ''] = texto.split('\n');
  const pid = Number.parseInt(primera, 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    const resto = JSON.parse(segunda) as Omit<ContenidoBloqueo, 'pid'>;
    return {
      pid,
      inicio: typeof resto.inicio === 'string' ? resto.inicio : undefined,
      arranque: typeof resto.arranque === 'string' ? resto.arranque : undefined,
      atiendeRespaldos: resto.atiendeRespaldos === true,
      conIdentidad: true,
    };
  } catch {
    return { pid, conIdentidad: false }; // PID alone: an older version's (or by hand)
  }
}

/** A process as Linux's /proc shows it; null without /proc or when it is gone. */
async function procesoEnProc(
  pid: number | 'self',
): Promise<{ nombre: string; inicio: string } | null> {
  const texto = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!texto) return null;
  // The name (field 2) is in parentheses and may hold spaces or parentheses itself.
  const cierre = texto.lastIndexOf(')');
  const nombre = texto.slice(texto.indexOf('(') + 1, cierre);
  const campos = texto.slice(cierre + 2).split(' '); // from field 3 on
  const inicio = campos[19]; // field 22: start time
  return inicio ? { nombre, inicio } : null;
}

const arranqueActual = async () =>
  (await readFile('/proc/sys/kernel/random/boot_id', 'utf8').catch(() => '')).trim() || undefined;

async function contenidoPropio(): Promise<ContenidoBloqueo> {
  const yo = await procesoEnProc('self');
  return { pid: process.pid, inicio: yo?.inicio, arranque: await arranqueActual() };
}

function vive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Who holds the data folder, as far as can be told. */
export type EstadoBloqueo =
  | { tomado: false; pidAjeno?: number }
  | {
      tomado: true;
      pid: number;
      /** The holder is a server that answers SIGUSR2 with a backup. */
      atiendeRespaldos: boolean;
    };

/**
 * Reads the lock and checks that its PID is still the process that wrote it. With
 * /proc (Linux) the live process's start time and the boot must match what the lock
 * recorded; a lock without them (older versions) counts only when its process is a
 * Node one. Without /proc (or with the process hidden from this user) only whether the
 * PID is alive can be known, and that is what counts. A PID now used by another
 * process means the holder died: `pidAjeno` tells it.
 */
export async function estadoDelBloqueo(dataDir: string): Promise<EstadoBloqueo> {
  const texto = await readFile(archivoBloqueo(dataDir), 'utf8').catch(() => '');
  const c = leerContenido(texto);
  if (!c || c.pid === process.pid || !vive(c.pid)) return { tomado: false };
  // An older version's server answered SIGUSR2 as soon as it was listening.
  const tomado = {
    tomado: true as const,
    pid: c.pid,
    atiendeRespaldos: c.conIdentidad ? !!c.atiendeRespaldos : true,
  };
  if ((await procesoEnProc('self')) === null) return tomado; // no /proc: alive is all we know
  const vivo = await procesoEnProc(c.pid);
  if (!vivo) return tomado; // hidden from this user (hidepid): alive is all we know
  let mismo = true;
  if (c.inicio) {
    mismo = vivo.inicio === c.inicio && (!c.arranque || c.arranque === (await arranqueActual()));
  } else if (!c.conIdentidad) {
    mismo = /node/i.test(vivo.nombre);
  }
  return mismo ? tomado : { tomado: false, pidAjeno: c.pid };
}

/**
 * Takes the data folder for this process. PGlite must never be opened by two
 * processes at once (it would corrupt the files), so a second server refuses to
 * start; a lock left by a process that died (or whose PID another process now has)
 * is taken over. The lock is written complete beside it and linked into place, so no
 * other process ever reads it half-written.
 */
export async function adquirirBloqueo(dataDir: string): Promise<Bloqueo> {
  const archivo = archivoBloqueo(dataDir);
  const temporal = `${archivo}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporal, escribirContenido(await contenidoPropio()), { mode: MODO_ARCHIVO });
  try {
    for (let intento = 0; intento < 2; intento++) {
      try {
        await crearSiNoExiste(temporal, archivo);
        return { liberar: () => rm(archivo, { force: true }) };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const estado = await estadoDelBloqueo(dataDir);
        if (estado.tomado) {
          throw new DataDirEnUso(
            `La carpeta de datos ${path.resolve(dataDir)} ya está en uso por otro proceso (PID ${estado.pid}). ` +
              'Detén ese servidor o usa otra carpeta con DATA_DIR.',
          );
        }
        await rm(archivo, { force: true });
      }
    }
  } finally {
    await rm(temporal, { force: true });
  }
  throw new DataDirEnUso(`No se pudo bloquear la carpeta de datos ${path.resolve(dataDir)}.`);
}

/** Puts `temporal`'s content at `archivo` unless it exists (EEXIST), in one step. */
async function crearSiNoExiste(temporal: string, archivo: string) {
  try {
    await link(temporal, archivo);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') throw err;
    // A file system without hard links: create exclusively, then write.
    const handle = await open(archivo, 'wx', MODO_ARCHIVO);
    try {
      await handle.writeFile(await readFile(temporal));
    } finally {
      await handle.close();
    }
  }
}

/**
 * Marks this process's lock as a server that answers SIGUSR2, so `npm run backup`
 * signals it (and never a process that would die of the signal).
 */
export async function marcarQueAtiendeRespaldos(dataDir: string): Promise<void> {
  const archivo = archivoBloqueo(dataDir);
  const c = leerContenido(await readFile(archivo, 'utf8').catch(() => ''));
  if (!c || c.pid !== process.pid) return;
  const temporal = `${archivo}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporal, escribirContenido({ ...c, atiendeRespaldos: true }), {
    mode: MODO_ARCHIVO,
  });
  await rename(temporal, archivo);
}

/** The PID of the live process holding the data folder, or null when it is free. */
export async function pidDelBloqueo(dataDir: string): Promise<number | null> {
  const estado = await estadoDelBloqueo(dataDir);
  return estado.tomado ? estado.pid : null;
}
