import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

/** A held lock on a data folder. */
export interface Bloqueo {
  liberar(): Promise<void>;
}

/** Thrown when another live process holds the data folder. */
export class DataDirEnUso extends Error {}

function vive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data folder for this process. PGlite must never be opened by two
 * processes at once (it would corrupt the files), so a second server refuses to
 * start; a lock left by a process that died is taken over.
 */
export async function adquirirBloqueo(dataDir: string): Promise<Bloqueo> {
  const archivo = path.join(path.resolve(dataDir), 'server.lock');
  for (let intento = 0; intento < 2; intento++) {
    try {
      const handle = await open(archivo, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { liberar: () => rm(archivo, { force: true }) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number.parseInt(await readFile(archivo, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(pid) && pid !== process.pid && vive(pid)) {
        throw new DataDirEnUso(
          `La carpeta de datos ${path.resolve(dataDir)} ya está en uso por otro proceso (PID ${pid}). ` +
            'Detén ese servidor o usa otra carpeta con DATA_DIR.',
        );
      }
      await rm(archivo, { force: true });
    }
  }
  throw new DataDirEnUso(`No se pudo bloquear la carpeta de datos ${path.resolve(dataDir)}.`);
}

/** The PID of the live process holding the data folder, or null when it is free. */
export async function pidDelBloqueo(dataDir: string): Promise<number | null> {
  const archivo = path.join(path.resolve(dataDir), 'server.lock');
  const pid = Number.parseInt(await readFile(archivo, 'utf8').catch(() => ''), 10);
  return Number.isInteger(pid) && pid !== process.pid && vive(pid) ? pid : null;
}
