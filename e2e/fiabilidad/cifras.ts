import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where the reliability and security suites leave their figures for the report. */
export const CARPETA_CIFRAS = path.join(root, 'test-results/seguridad');

/** Writes a suite's figures to test-results/seguridad/<suite>.json. */
export async function guardarCifras(suite: string, cifras: Record<string, unknown>) {
  await mkdir(CARPETA_CIFRAS, { recursive: true });
  const archivo = path.join(CARPETA_CIFRAS, `${suite}.json`);
  await writeFile(archivo, `${JSON.stringify({ suite, ...cifras }, null, 2)}\n`);
  return archivo;
}
