// `npm run backup [-- archivo]` and `npm run restore -- archivo` for the embedded
// database. A backup while the server runs is made by the server itself (asked with
// SIGUSR2), so it is consistent; with the server stopped the folder is opened here.
import { copyFile, readFile, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../../config';
import { pgliteDir } from '../../db/client';
import { adquirirBloqueo, DataDirEnUso, pidDelBloqueo } from '../../db/lock';
import { archivoAviso, crearRespaldo } from './respaldos.service';

async function esperarAviso(dataDir: string, desde: number): Promise<string> {
  const limite = Date.now() + 120_000;
  while (Date.now() < limite) {
    const info = await stat(archivoAviso(dataDir)).catch(() => null);
    if (info && info.mtimeMs >= desde)
      return (await readFile(archivoAviso(dataDir), 'utf8')).trim();
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('El servidor no respondió a la solicitud de respaldo en 2 minutos.');
}

async function respaldar(dataDir: string, destino?: string) {
  const pid = await pidDelBloqueo(dataDir);
  let archivo: string;
  if (pid) {
    const desde = Date.now() - 1;
    process.kill(pid, 'SIGUSR2');
    archivo = await esperarAviso(dataDir, desde);
  } else {
    const bloqueo = await adquirirBloqueo(dataDir);
    const pg = new PGlite(pgliteDir(dataDir));
    try {
      await pg.waitReady;
      archivo = await crearRespaldo(pg, dataDir);
    } finally {
      await pg.close();
      await bloqueo.liberar();
    }
  }
  if (destino) {
    await copyFile(archivo, path.resolve(destino));
    archivo = path.resolve(destino);
  }
  console.log(`Respaldo creado: ${archivo}`);
}

async function restaurar(dataDir: string, origen: string | undefined) {
  if (!origen)
    throw new Error('Indica el archivo: npm run restore -- data/respaldos/respaldo-….tar.gz');
  const datos = new Blob([await readFile(path.resolve(origen))]);
  const bloqueo = await adquirirBloqueo(dataDir);
  try {
    const actual = pgliteDir(dataDir);
    const apartado = `${actual}.antes-${Date.now()}`;
    const existia = await stat(actual).then(
      () => true,
      () => false,
    );
    if (existia) await rename(actual, apartado);
    const pg = new PGlite(actual, { loadDataDir: datos });
    await pg.query('select 1');
    await pg.close();
    console.log(
      `Base restaurada desde ${origen}.${existia ? ` La anterior quedó en ${apartado}.` : ''}`,
    );
  } finally {
    await bloqueo.liberar();
  }
}

const [accion, archivo] = process.argv.slice(2);
const config = loadConfig();
const tarea =
  accion === 'restore' ? restaurar(config.DATA_DIR, archivo) : respaldar(config.DATA_DIR, archivo);
tarea.catch((err: unknown) => {
  console.error(
    err instanceof DataDirEnUso
      ? `${err.message} Detén el servidor para restaurar.`
      : `Error: ${(err as Error).message}`,
  );
  process.exit(1);
});
