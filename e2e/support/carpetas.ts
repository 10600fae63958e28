import { execFile } from 'node:child_process';
import { statfsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Room a memory-backed folder must have for the run's data folders (about 40 MB each). */
const ESPACIO_MINIMO = 2 * 1024 ** 3;

/**
 * Where the browser tests' data folders go: /dev/shm (memory) when it is there with room,
 * else the system's temporary folder. Each test server starts on a 40 MB copy of the
 * run's migrated data folder, and PGlite writes and syncs its files as it runs; in
 * memory a copy costs a third of the kernel time it costs on this machine's disk.
 */
const base = (() => {
  try {
    const fs = statfsSync('/dev/shm');
    if (fs.bavail * fs.bsize >= ESPACIO_MINIMO) return '/dev/shm';
  } catch {
    // no /dev/shm here
  }
  return tmpdir();
})();

/** A new, empty temporary folder named after `prefijo`. */
export function carpetaTemporal(prefijo: string): Promise<string> {
  return mkdtemp(path.join(base, prefijo));
}

/**
 * Copies what `origen` holds into the existing folder `destino`, with coreutils' `cp -a`:
 * for a 40 MB data folder of 1,200 files, 0.06 s of CPU against 0.3 s for Node's `fs.cp`,
 * which makes several calls per file from JavaScript.
 */
export async function copiarCarpeta(origen: string, destino: string): Promise<void> {
  await promisify(execFile)('cp', ['-a', `${origen}/.`, destino]);
}
