import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { sembrarCatalogo } from '../db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dump of the migrated, seeded database (a file path). */
    plantillaPglite: string;
    /** PostgreSQL: the migrated, seeded database every test file copies. */
    plantillaPostgres: string;
  }
}

/**
 * Runs once per API test run: migrates and seeds one database, which every test file
 * then copies instead of migrating its own (PGlite: loads a dump of its data folder;
 * PostgreSQL: `CREATE DATABASE … TEMPLATE`).
 */
export default async function plantilla(project: TestProject) {
  const servidor = process.env.TEST_DATABASE_URL;
  if (!servidor) {
    const database = await openDatabase({ dataDir: null });
    await sembrarCatalogo(database.db);
    const copia = await database.pglite?.dumpDataDir('none');
    await database.close();
    if (!copia) throw new Error('PGlite gave no dump');
    const archivo = path.join(tmpdir(), `mchabbo-plantilla-${randomBytes(6).toString('hex')}.tar`);
    await writeFile(archivo, Buffer.from(await copia.arrayBuffer()));
    project.provide('plantillaPglite', archivo);
    project.provide('plantillaPostgres', '');
    return () => rm(archivo, { force: true });
  }

  const nombre = `mchabbo_plantilla_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: servidor });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${nombre}`);
  const url = new URL(servidor);
  url.pathname = `/${nombre}`;
  // Closed before any copy: PostgreSQL copies a template nobody is connected to.
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  await sembrarCatalogo(database.db);
  await database.close();
  project.provide('plantillaPglite', '');
  project.provide('plantillaPostgres', nombre);
  return () => admin(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
}
