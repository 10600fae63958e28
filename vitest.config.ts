import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const webSrc = fileURLToPath(new URL('./apps/web/src', import.meta.url));

/**
 * argon2id at its minimum cost for the tests' throwaway accounts (apps/server/src/config.ts):
 * the API passes hash and check about 1,500 passwords each, about 20 s of CPU at the
 * production cost. The servers the tests start inherit it.
 */
const CLAVES_BARATAS = { ARGON2_MEMORY_KIB: '8', ARGON2_PASSES: '1' };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          include: ['packages/shared/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'herramientas',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
        },
      },
      {
        resolve: { alias: { '@': webSrc } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // The files of a worker share one module graph and one jsdom: React, Mantine and
          // the router load once, not per file (a quarter of the CPU time). The setup file
          // unmounts, clears storage and restores globals after every test.
          isolate: false,
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          env: CLAVES_BARATAS,
          // Migrated and seeded once; each file copies it (apps/server/src/test/plantilla.ts).
          globalSetup: ['apps/server/src/test/plantilla.ts'],
          // Closes what each file opened (apps, databases) once the file ends.
          setupFiles: ['apps/server/src/test/por-archivo.ts'],
          // The files of a worker share one module graph (the server is imported once,
          // not per file); test/por-archivo.ts closes each file's apps and databases.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          env: CLAVES_BARATAS,
          // Migrated once; each test server copies it (e2e/support/plantilla.ts).
          globalSetup: ['e2e/support/plantilla.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time: each has its own server, data folder, port and browser
          // contexts. The files of a worker share one module graph (playwright-core and the
          // support modules load once); a file stops what it starts in its afterAll.
          maxWorkers: 2,
          isolate: false,
        },
      },
    ],
  },
});
