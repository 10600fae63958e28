import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { ARRANQUE_PGLITE, openDatabase, pgliteDir } from '../../db/client';
import {
  adquirirBloqueo,
  ajustarModo,
  marcarQueAtiendeRespaldos,
  MODO_ARCHIVO,
  MODO_CARPETA,
  prepararCarpetaDatos,
} from '../../db/lock';
import { programarDiario } from '../../lib/diario';
import { hayDueno } from './respaldos.repository';

const PREFIJO = 'respaldo-';
const EXTENSION = '.tar.gz';
const DIA_MS = 24 * 60 * 60 * 1000;

/** Folder of the automatic and on-demand backups inside the data folder. */
export function carpetaRespaldos(dataDir: string): string {
  return path.join(path.resolve(dataDir), 'respaldos');
}

/** Creates the backups folder readable by its owner only, tightening an existing one. */
async function prepararCarpetaRespaldos(dataDir: string): Promise<string> {
  const carpeta = carpetaRespaldos(dataDir);
  await mkdir(carpeta, { recursive: true, mode: MODO_CARPETA });
  await ajustarModo(carpeta, MODO_CARPETA);
  return carpeta;
}

/**
 * Writes a file only its owner can read (also when it already existed), beside it first
 * and then renamed into place, so it is never seen half-written: a crash never leaves a
 * truncated backup behind, and `npm run backup`, which polls the notice of a backup it
 * asked for, never reads one with a fresh date and no name in it yet.
 */
async function escribirPrivado(archivo: string, datos: string | Uint8Array) {
  const temporal = `${archivo}.parcial`;
  await writeFile(temporal, datos, { mode: MODO_ARCHIVO });
  await ajustarModo(temporal, MODO_ARCHIVO);
  await rename(temporal, archivo);
}

/**
 * At a server's start: the data folder, the backups folder and every file in it
 * become readable by their owner only (older versions left them to the umask).
 */
async function restringirPermisos(dataDir: string) {
  await prepararCarpetaDatos(dataDir);
  const carpeta = carpetaRespaldos(dataDir);
  const nombres = await readdir(carpeta).catch(() => null);
  if (!nombres) return;
  await ajustarModo(carpeta, MODO_CARPETA);
  for (const nombre of nombres) {
    const ruta = path.join(carpeta, nombre);
    const info = await stat(ruta).catch(() => null);
    if (info?.isFile()) await ajustarModo(ruta, MODO_ARCHIVO);
  }
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
  const carpeta = await prepararCarpetaRespaldos(dataDir);
  const archivo = path.join(carpeta, `${PREFIJO}${marca(ahora)}${EXTENSION}`);
  await pglite.waitReady; // a dump asked of a PGlite still starting never ends
  const datos = await pglite.dumpDataDir('gzip');
  await escribirPrivado(archivo, new Uint8Array(await datos.arrayBuffer()));
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
  return programarDiario(async () => {
    try {
      const [ultimo] = await listarRespaldos(opts.dataDir);
      if (!ultimo || Date.now() - ultimo.fecha.getTime() >= DIA_MS) {
        const archivo = await crearRespaldo(opts.pglite, opts.dataDir);
        opts.avisar(`Respaldo diario creado: ${archivo}`);
      }
      await podarRespaldos(opts.dataDir, opts.dias);
    } catch (err) {
      opts.avisar(`No se pudo crear el respaldo diario: ${String(err)}`);
    }
  }, PRIMERA_REVISION_MS);
}

/** File the server writes after a backup asked for by `npm run backup`. */
export function archivoAviso(dataDir: string): string {
  return path.join(carpetaRespaldos(dataDir), 'ultimo-solicitado.txt');
}

/**
 * Answers `npm run backup` while the server runs (it signals SIGUSR2), and says so in
 * the lock so the command knows this process takes the signal. Also tightens the
 * modes of what the data folder already holds.
 */
export function atenderSolicitudes(pglite: PGlite, dataDir: string, avisar: (t: string) => void) {
  const manejar = () => {
    crearRespaldo(pglite, dataDir)
      .then(async (archivo) => {
        await escribirPrivado(archivoAviso(dataDir), archivo);
        avisar(`Respaldo solicitado creado: ${archivo}`);
      })
      .catch((err: unknown) => avisar(`No se pudo crear el respaldo: ${String(err)}`));
  };
  process.on('SIGUSR2', manejar);
  marcarQueAtiendeRespaldos(dataDir).catch((err: unknown) =>
    avisar(`npm run backup no podrá pedir respaldos a este servidor: ${String(err)}`),
  );
  restringirPermisos(dataDir).catch((err: unknown) =>
    avisar(`No se pudieron restringir los permisos de la carpeta de datos: ${String(err)}`),
  );
  return () => process.off('SIGUSR2', manejar);
}

/** A backup that is not restored; the message says why (shown as it is by the CLI). */
export class RespaldoInvalido extends Error {}

const descomprimir = promisify(gunzip);

/**
 * The names of a tar archive's entries (without a leading "/" or "./"), or null when
 * the bytes are not a tar archive or one cut short.
 */
export function entradasTar(tar: Uint8Array): Set<string> | null {
  const texto = (desde: number, largo: number) =>
    Buffer.from(tar.subarray(desde, desde + largo))
      .toString('latin1')
      .replace(/\0.*$/s, '');
  const nombres = new Set<string>();
  let pos = 0;
  while (pos + 512 <= tar.length) {
    if (tar.subarray(pos, pos + 512).every((b) => b === 0)) break; // end of archive
    if (!texto(pos + 257, 6).startsWith('ustar')) return null;
    const tamano = Number.parseInt(texto(pos + 124, 12).trim() || '0', 8);
    if (!Number.isFinite(tamano) || tamano < 0) return null;
    // POSIX ustar keeps the start of long names apart; GNU tar has other fields there.
    const posix = Buffer.from(tar.subarray(pos + 257, pos + 263)).toString('latin1') === 'ustar\0';
    const prefijo = posix ? texto(pos + 345, 155) : '';
    const nombre = (prefijo ? `${prefijo}/` : '') + texto(pos, 100);
    nombres.add(nombre.replace(/^(\.?\/)+/, '').replace(/\/$/, ''));
    pos += 512 + Math.ceil(tamano / 512) * 512;
  }
  return pos < tar.length && nombres.size > 0 ? nombres : null;
}

/** Reads a backup file and checks it is a gzip-compressed PGlite data folder. */
async function leerRespaldo(origen: string): Promise<Uint8Array> {
  let bruto: Buffer;
  try {
    bruto = await readFile(path.resolve(origen));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new RespaldoInvalido(`No existe el archivo ${origen}.`);
    throw err;
  }
  if (bruto[0] !== 0x1f || bruto[1] !== 0x8b) {
    throw new RespaldoInvalido(
      `${origen} no es un respaldo .tar.gz (no está comprimido con gzip).`,
    );
  }
  let tar: Buffer;
  try {
    tar = await descomprimir(bruto);
  } catch (err) {
    throw new RespaldoInvalido(
      `${origen} está incompleto o dañado: no se puede descomprimir (${(err as Error).message}).`,
    );
  }
  const nombres = entradasTar(tar);
  if (!nombres) {
    throw new RespaldoInvalido(`${origen} no contiene un archivo tar completo.`);
  }
  if (!nombres.has('PG_VERSION') || !nombres.has('global/pg_control')) {
    throw new RespaldoInvalido(
      `${origen} no es un respaldo de la base integrada (PGlite): le faltan PG_VERSION y global/pg_control.`,
    );
  }
  return tar;
}

/**
 * Opens the backup in `carpeta` (a data folder of its own) as the server would:
 * PGlite loads it, the server's start migrates it, and it must have an owner account.
 */
async function comprobarRespaldo(carpeta: string, tar: Uint8Array, origen: string) {
  let pg: PGlite | undefined;
  try {
    pg = new PGlite(pgliteDir(carpeta), {
      ...ARRANQUE_PGLITE,
      loadDataDir: new Blob([tar], { type: 'application/x-tar' }),
    });
    await pg.waitReady;
    await pg.close();
  } catch (err) {
    await pg?.close().catch(() => {});
    throw new RespaldoInvalido(
      `La base de ${origen} no se puede abrir con PGlite (${(err as Error).message}).`,
    );
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ dataDir: carpeta });
  } catch (err) {
    throw new RespaldoInvalido(
      `No se pudieron aplicar las migraciones a la base de ${origen}: ${(err as Error).message}`,
    );
  }
  try {
    if (!(await hayDueno(database.db))) {
      throw new RespaldoInvalido(
        `${origen} no tiene ninguna cuenta de dueño (nivel 0): sin ella nadie podría administrar la aplicación.`,
      );
    }
  } finally {
    await database.close();
  }
}

/** Prefix of the folders where a restore checks a backup before using it. */
const PREFIJO_COMPROBACION = '.restaurando-';

/**
 * Restores a backup into the data folder, which no server may hold. The backup is
 * first opened, migrated and checked in a folder of its own beside the data (same
 * file system, so the swap is a rename); only a good one replaces the database, whose
 * old folder is renamed aside, never deleted. Anything wrong with the file throws
 * RespaldoInvalido and leaves the data as it was.
 */
export async function restaurarRespaldo(
  dataDir: string,
  origen: string,
): Promise<{ apartado: string | null }> {
  const tar = await leerRespaldo(origen);
  await prepararCarpetaDatos(dataDir);
  const bloqueo = await adquirirBloqueo(dataDir);
  const raiz = path.resolve(dataDir);
  let carpeta: string | undefined;
  try {
    // Left by a restore that was killed half-way: only ever a copy being checked.
    for (const nombre of await readdir(raiz)) {
      if (nombre.startsWith(PREFIJO_COMPROBACION))
        await rm(path.join(raiz, nombre), { recursive: true, force: true });
    }
    carpeta = await mkdtemp(path.join(raiz, PREFIJO_COMPROBACION));
    await comprobarRespaldo(carpeta, tar, origen);

    const actual = pgliteDir(dataDir);
    const existia = await stat(actual).then(
      () => true,
      () => false,
    );
    const apartado = existia ? `${actual}.antes-${Date.now()}` : null;
    if (apartado) await rename(actual, apartado);
    try {
      await rename(pgliteDir(carpeta), actual);
    } catch (err) {
      if (apartado) await rename(apartado, actual);
      throw err;
    }
    return { apartado };
  } finally {
    if (carpeta) await rm(carpeta, { recursive: true, force: true });
    await bloqueo.liberar();
  }
}
