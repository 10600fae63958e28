import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const carpeta = fileURLToPath(new URL('../../../../test-results/seguridad', import.meta.url));

/** Writes a suite's figures for `npm run test:security` to sum up. */
export async function guardarCifras(suite: string, cifras: Record<string, number>) {
  await mkdir(carpeta, { recursive: true });
  const sufijo = process.env.TEST_DATABASE_URL ? '-postgres' : '';
  await writeFile(
    path.join(carpeta, `${suite}${sufijo}.json`),
    JSON.stringify({ suite: `${suite}${sufijo}`, ...cifras }, null, 2),
  );
}
