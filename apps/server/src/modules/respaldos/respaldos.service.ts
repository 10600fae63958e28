import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

const PREFIJO = 'respaldo-';
const EXTENSION = '.tar.gz';
const DIA_MS = 24 * 60 * 60 * 1000;

/** Folder of the automatic and on-demand backups inside the data folder. */
export function carpetaRespaldos(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'respaldos');
}

function marca(fecha: Date): string {
  return fecha
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/**
 * Writes a consistent copy of the embedded database. PGlite runs one statement at a
 * time, so the dump waits for the transaction in progress and never sees half of it.
 */
export async function crearRespaldo(
  pglite: PGlite,
  dataDir: string,
  ahora = new Date(),
): Promise<string> {
  const carpeta = carpetaRespaldos(dataDir);
  await mkdir(carpeta, { recursive: true });
  const archivo = path.join(carpeta, `${PREFIJO}${marca(ahora)}${EXTENSION}`);
  const datos = await pglite.dumpDataDir('gzip');
  const temporal = `${archivo}.parcial`;
  await writeFile(temporal, Buffer.from(await datos.arrayBuffer()));
  // Renamed only when complete, so a crash never leaves a truncated backup behind.
  await rename(temporal, archivo);
  return archivo;
}

/** The backups in the folder, newest first. */
export async function listarRespaldos(
  dataDir: string,
): Promise<{ archivo: string; fecha: Date }[]> {
  const carpeta = carpetaRespaldos(dataDir);
  const nombres = await readdir(carpeta).catch(() => [] as string[]);
  const lista = await Promise.all(
    nombres
      .filter((n) => n.startsWith(PREFIJO) && n.endsWith(EXTENSION))
      .map(async (n) => ({
        archivo: path.join(carpeta, n),
        fecha: (await stat(path.join(carpeta, n))).mtime,
      })),
  );
  return lista.sort((a, b) => b.fecha.getTime() - a.fecha.getTime());
}

/** Removes backups older than the retention, always keeping the newest one. */
export async function podarRespaldos(dataDir: string, dias: number, ahora = new Date()) {
  const [, ...resto] = await listarRespaldos(dataDir);
  const limite = ahora.getTime() - dias * DIA_MS;
  await Promise.all(
    resto.filter((r) => r.fecha.getTime() < limite).map((r) => rm(r.archivo, { force: true })),
  );
}

/**
 * Waits this long after a start before the first check: the dump holds the embedded
 * database for seconds (about 5 s for a year of a busy community), and a start must
 * answer at once (docs/rendimiento.md).
 */
const PRIMERA_REVISION_MS = 5 * 60 * 1000;

/**
 * Daily backups while the server runs: one a few minutes after the start when the
 * newest is over a day old, then a check every hour. Returns a function that stops
 * the schedule.
 */
export function programarRespaldos(opts: {
  pglite: PGlite;
  dataDir: string;
  dias: number;
  avisar: (texto: string) => void;
}): () => void {
  let enCurso: Promise<void> | null = null;
  const revisar = () => {
    enCurso ??= (async () => {
      const [ultimo] = await listarRespaldos(opts.dataDir);
      if (!ultimo || Date.now() - ultimo.fecha.getTime() >= DIA_MS) {
        const archivo = await crearRespaldo(opts.pglite, opts.dataDir);
        opts.avisar(`Respaldo diario creado: ${archivo}`);
      }
      await podarRespaldos(opts.dataDir, opts.dias);
    })()
      .catch((err: unknown) => opts.avisar(`No se pudo crear el respaldo diario: ${String(err)}`))
      .finally(() => {
        enCurso = null;
      });
  };
  const primera = setTimeout(revisar, PRIMERA_REVISION_MS);
  primera.unref();
  const intervalo = setInterval(revisar, 60 * 60 * 1000);
  intervalo.unref();
  return () => {
    clearTimeout(primera);
    clearInterval(intervalo);
  };
}

/** File the server writes after a backup asked for by `npm run backup`. */
export function archivoAviso(dataDir: string): string {
  return path.join(carpetaRespaldos(dataDir), 'ultimo-solicitado.txt');
}

/** Answers `npm run backup` while the server runs (it signals SIGUSR2). */
export function atenderSolicitudes(pglite: PGlite, dataDir: string, avisar: (t: string) => void) {
  const manejar = () => {
    crearRespaldo(pglite, dataDir)
      .then(async (archivo) => {
        await writeFile(archivoAviso(dataDir), archivo);
        avisar(`Respaldo solicitado creado: ${archivo}`);
      })
      .catch((err: unknown) => avisar(`No se pudo crear el respaldo: ${String(err)}`));
  };
  process.on('SIGUSR2', manejar);
  return () => process.off('SIGUSR2', manejar);
}
