import { statfsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
