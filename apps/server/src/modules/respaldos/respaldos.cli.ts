// `npm run backup [-- archivo]` and `npm run restore -- archivo` for the embedded
// database. A backup while the server runs is made by the server itself (asked with
// SIGUSR2), so it is consistent; with the server stopped the folder is opened here.
// The signal goes only to the process the lock names when it is still that server
// (same start time on Linux; see db/lock.ts).
import { copyFile, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../../config';
import { ARRANQUE_PGLITE, pgliteDir } from '../../db/client';
import {
  adquirirBloqueo,
  ajustarModo,
  DataDirEnUso,
  estadoDelBloqueo,
  MODO_ARCHIVO,
  prepararCarpetaDatos,
} from '../../db/lock';
import {
  archivoAviso,
  crearRespaldo,
  RespaldoInvalido,
  restaurarRespaldo,
} from './respaldos.service';

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

async function respaldarCarpeta(dataDir: string): Promise<string> {
  const existe = await stat(pgliteDir(dataDir)).then(
    () => true,
    () => false,
  );
  if (!existe) throw new Error(`No hay ninguna base de datos en ${path.resolve(dataDir)}.`);
  await prepararCarpetaDatos(dataDir);
  const bloqueo = await adquirirBloqueo(dataDir);
  const pg = new PGlite(pgliteDir(dataDir), ARRANQUE_PGLITE);
  try {
    await pg.waitReady;
    return await crearRespaldo(pg, dataDir);
  } finally {
    await pg.close();
    await bloqueo.liberar();
  }
}

async function respaldar(dataDir: string, destino?: string) {
  const estado = await estadoDelBloqueo(dataDir);
  let archivo: string;
  if (estado.tomado && estado.atiendeRespaldos) {
    const desde = Date.now() - 1;
    process.kill(estado.pid, 'SIGUSR2');
    archivo = await esperarAviso(dataDir, desde);
  } else if (estado.tomado) {
    throw new DataDirEnUso(
      `La carpeta de datos ${path.resolve(dataDir)} está en uso por el proceso ${estado.pid}, ` +
        'que no atiende solicitudes de respaldo (un servidor que aún arranca, u otro respaldo ' +
        'o restauración). Inténtalo de nuevo en unos segundos.',
    );
  } else {
    if (estado.pidAjeno) {
      console.log(
        `El bloqueo de la carpeta de datos nombra al proceso ${estado.pidAjeno}, que no es el ` +
          'servidor que lo dejó (ese terminó): no se le envía ninguna señal y la carpeta se abre aquí.',
      );
    }
    archivo = await respaldarCarpeta(dataDir);
  }
  if (destino) {
    await copyFile(archivo, path.resolve(destino));
    archivo = path.resolve(destino);
    await ajustarModo(archivo, MODO_ARCHIVO);
  }
  console.log(`Respaldo creado: ${archivo}`);
}

async function restaurar(dataDir: string, origen: string | undefined) {
  if (!origen)
    throw new Error('Indica el archivo: npm run restore -- data/respaldos/respaldo-….tar.gz');
  console.log(`Comprobando ${origen}…`);
  const { apartado } = await restaurarRespaldo(dataDir, origen);
  console.log(
    `Base restaurada desde ${origen}.${apartado ? ` La anterior quedó en ${apartado}.` : ''}`,
  );
}

const [accion, archivo] = process.argv.slice(2);
const config = loadConfig();
const restaurando = accion === 'restore';
const tarea = restaurando
  ? restaurar(config.DATA_DIR, archivo)
  : respaldar(config.DATA_DIR, archivo);
tarea.catch((err: unknown) => {
  if (err instanceof RespaldoInvalido) {
    console.error(`No se restauró: ${err.message} La base actual no se ha tocado.`);
  } else if (err instanceof DataDirEnUso) {
    console.error(restaurando ? `${err.message} Detén el servidor para restaurar.` : err.message);
  } else {
    console.error(`Error: ${(err as Error).message}`);
  }
  process.exit(1);
});
