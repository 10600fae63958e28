import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../apps/server/src/db/client';
import { sembrarCatalogo } from '../../apps/server/src/db/seed';
import { OPCIONES_NAVEGADOR } from './browser';
import { carpetaTemporal } from './carpetas';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder whose embedded database is created, migrated and seeded. */
    carpetaPlantillaE2e: string;
    /** Where the run's one browser listens (support/browser.ts connects to it). */
    navegadorE2e: string;
  }
}

/**
 * Runs once per browser-test run: creates, migrates and seeds one embedded database,
 * which every test server then copies (`support/server.ts`) instead of creating and
 * migrating its own. The copy is still a first start for the server: it has no owner,
 * no token secret and no keys yet. Also starts the run's one browser, which the files
 * connect to instead of starting their own (`support/browser.ts`).
 */
export default async function plantilla(project: TestProject) {
  const carpeta = await carpetaTemporal('mchabbo-e2e-plantilla-');
  // Suites without pages (the reliability ones) also run where no browser is installed.
  const navegador = existsSync(OPCIONES_NAVEGADOR.executablePath ?? '')
    ? await chromium.launchServer(OPCIONES_NAVEGADOR)
    : null;
  const database = await openDatabase({ dataDir: carpeta });
  await sembrarCatalogo(database.db);
  await database.close();
  project.provide('carpetaPlantillaE2e', carpeta);
  project.provide('navegadorE2e', navegador?.wsEndpoint() ?? '');
  return async () => {
    await navegador?.close();
    await rm(carpeta, { recursive: true, force: true });
  };
}
