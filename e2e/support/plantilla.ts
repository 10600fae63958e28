import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../apps/server/src/db/client';
import { sembrarCatalogo } from '../../apps/server/src/db/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder whose embedded database is created, migrated and seeded. */
    carpetaPlantillaE2e: string;
  }
}

/**
 * Runs once per browser-test run: creates, migrates and seeds one embedded database,
 * which every test server then copies (`support/server.ts`) instead of creating and
 * migrating its own. The copy is still a first start for the server: it has no owner,
 * no token secret and no keys yet.
 */
export default async function plantilla(project: TestProject) {
  const carpeta = await mkdtemp(path.join(tmpdir(), 'mchabbo-e2e-plantilla-'));
  const database = await openDatabase({ dataDir: carpeta });
  await sembrarCatalogo(database.db);
  await database.close();
  project.provide('carpetaPlantillaE2e', carpeta);
  return () => rm(carpeta, { recursive: true, force: true });
}
