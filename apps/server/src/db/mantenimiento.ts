import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { MODO_ARCHIVO } from './lock';

const DIA_MS = 24 * 60 * 60 * 1000;

/** Where the time of the last maintenance is kept, in the data folder. */
export function archivoMantenimiento(dataDir: string): string {
  return path.join(dataDir, 'ultimo-mantenimiento.txt');
}

/**
 * The embedded database's maintenance: `VACUUM (ANALYZE)` of every table. PGlite never
 * runs PostgreSQL's autovacuum, which does this on a server: without it the space of
 * the row versions updates and deletes leave behind is never reused (the tables only
 * grow: the timer actions rewrite their timer's row each time) and the planner never
 * has statistics of the data. It holds the one connection while it runs (1–3 s on a
 * year of a busy community; requests wait meanwhile).
 */
export async function mantener(pglite: PGlite): Promise<void> {
  await pglite.exec('vacuum (analyze)');
}

/**
 * Runs `mantener` when the last maintenance recorded in the data folder is a day old,
 * or there is none (or its time is unreadable or ahead of the clock), and records this
 * one. Answers whether it ran.
 */
export async function mantenerSiToca(opts: {
  pglite: PGlite;
  dataDir: string;
  ahora?: Date;
}): Promise<boolean> {
  const ahora = opts.ahora ?? new Date();
  const ultima = await readFile(archivoMantenimiento(opts.dataDir), 'utf8').then(
    (texto) => Date.parse(texto.trim()),
    () => NaN,
  );
  const desde = ahora.getTime() - ultima;
  if (desde >= 0 && desde < DIA_MS) return false;
  await mantener(opts.pglite);
  await writeFile(archivoMantenimiento(opts.dataDir), `${ahora.toISOString()}\n`, {
    mode: MODO_ARCHIVO,
  });
  return true;
}
