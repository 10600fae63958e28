import closeWithGrace from 'close-with-grace';
import type { PGlite } from '@electric-sql/pglite';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirEnUso } from './db/lock';
import { mantenerSiToca } from './db/mantenimiento';
import { programarDiario } from './lib/diario';
import { crearDuenoSiVacio, sembrarCatalogo } from './db/seed';
import { resolverSecreto } from './lib/jwt-secret';
import { hashPassword } from './lib/passwords';
import { resolverClavesVapid } from './lib/vapid';
import { atenderSolicitudes, programarRespaldos } from './modules/respaldos/respaldos.service';

async function main() {
  // A timer keeps Node's event loop busy until the server listens. PGlite settles its
  // statements without the loop, so the start can leave the loop with nothing to wait
  // for; Node then blocks (`NodePlatform::DrainTasks`) until every V8 background task
  // ends, here the optimising compile of PGlite's WebAssembly: about half a second of
  // the start spent waiting (docs/rendimiento.md).
  const arrancando = setInterval(() => {}, 60_000);
  const config = loadConfig();
  // The app's modules (Fastify, plugins, every route) load while the database opens:
  // the first answer after a start comes sooner (docs/rendimiento.md).
  const modulosApp = import('./app');
  modulosApp.catch(() => {}); // awaited below; a failure is reported there
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  await sembrarCatalogo(database.db);
  await crearDuenoSiVacio(database.db, {
    username: config.OWNER_USERNAME,
    password: config.OWNER_PASSWORD,
    hashear: hashPassword,
    avisar: (texto) => console.log(`\n${texto}\n`),
  });
  if (config.DEMO) {
    const { sembrarDemo } = await import('./demo');
    console.log(await sembrarDemo(database.db));
  }
  const jwtSecret = await resolverSecreto({
    jwtSecret: config.JWT_SECRET,
    dataDir: config.DATA_DIR,
    database,
  });
  const vapid = await resolverClavesVapid({ dataDir: config.DATA_DIR, database });
  const { buildApp } = await modulosApp;
  const app = await buildApp({
    config,
    database,
    jwtSecret,
    vapid,
    cerrarBaseDeDatos: true,
    logger: true,
  });

  // SIGTERM/SIGINT: stop accepting, finish requests in flight, close the database.
  // SIGUSR2 is kept for `npm run backup`, which asks the running server for a copy.
  closeWithGrace({ delay: 10_000, skip: ['SIGUSR2'] }, async ({ err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    await app.close();
  });

  if (database.pglite) {
    const avisar = (texto: string) => app.log.info(texto);
    const pararSolicitudes = atenderSolicitudes(database.pglite, config.DATA_DIR, avisar);
    const pararDiarios = config.BACKUP_DAILY
      ? programarRespaldos({
          pglite: database.pglite,
          dataDir: config.DATA_DIR,
          dias: config.BACKUP_RETENTION_DAYS,
          avisar,
        })
      : () => {};
    // PGlite never vacuums by itself (PostgreSQL's autovacuum does on a server).
    const pararMantenimiento = config.MAINTENANCE_DAILY
      ? programarMantenimiento({ pglite: database.pglite, dataDir: config.DATA_DIR, avisar })
      : () => {};
    app.addHook('onClose', async () => {
      pararSolicitudes();
      pararDiarios();
      pararMantenimiento();
    });
  }

  await app.listen({ port: config.PORT, host: config.HOST });
  clearInterval(arrancando);
  app.log.info(`${config.APP_NAME} listo en http://localhost:${config.PORT} (${database.kind})`);
}

main().catch((err: unknown) => {
  if (
    err instanceof DataDirEnUso ||
    (err instanceof Error && err.message.startsWith('Configuración'))
  ) {
    console.error(err.message);
  } else {
    console.error('No se pudo iniciar el servidor:', err);
  }
  process.exit(1);
});

/**
 * The first check after a start waits, as the daily backup's does: the maintenance holds
 * the database for seconds, and a start must answer at once.
 */
const PRIMERA_REVISION_MS = 10 * 60 * 1000;

/**
 * The daily maintenance (db/mantenimiento.ts) while the server runs on PGlite: checked some minutes after
 * the start, then every hour (`programarDiario`); it runs once a day (`mantenerSiToca`).
 * Returns a function that stops the schedule.
 */
function programarMantenimiento(opts: {
  pglite: PGlite;
  dataDir: string;
  avisar: (texto: string) => void;
}): () => void {
  return programarDiario(async () => {
    const inicio = performance.now();
    try {
      if (!(await mantenerSiToca(opts))) return;
      const segundos = ((performance.now() - inicio) / 1000).toFixed(1);
      opts.avisar(`Mantenimiento diario de la base de datos hecho en ${segundos} s`);
    } catch (err) {
      opts.avisar(`No se pudo hacer el mantenimiento diario de la base de datos: ${String(err)}`);
    }
  }, PRIMERA_REVISION_MS);
}
