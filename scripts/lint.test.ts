import { mkdir, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const raiz = fileURLToPath(new URL('..', import.meta.url));
// In test-results/, which no check of `npm run lint` reads (it runs beside this test) and
// whose changes never make `npm start` or `npm run backup` rebuild.
const archivo = 'test-results/prueba-de-lint.ts';

// The project's configuration (the folder's ignore set aside), with the type information
// of this file alone (TypeScript's default program) instead of a whole project's.
const eslint = new ESLint({
  cwd: raiz,
  ignore: false,
  overrideConfig: {
    files: [archivo],
    languageOptions: {
      parserOptions: { project: null, projectService: { allowDefaultProject: [archivo] } },
    },
  },
});

async function lintear(codigo: string) {
  const ruta = `${raiz}${archivo}`;
  await mkdir(`${raiz}test-results`, { recursive: true });
  await writeFile(ruta, codigo);
  try {
    const [resultado] = await eslint.lintFiles([archivo]);
    return resultado?.messages.map((m) => m.ruleId) ?? [];
  } finally {
    await rm(ruta, { force: true });
  }
}

describe('npm run lint', () => {
  it('fails on a promise nobody awaits, and passes once it is awaited or marked void', async () => {
    const cuerpo = (llamada: string) => `
async function guardar(): Promise<void> {}
export async function accion(): Promise<void> {
  ${llamada}
}
`;
    expect(await lintear(cuerpo('guardar();'))).toContain(
      '@typescript-eslint/no-floating-promises',
    );
    expect(await lintear(cuerpo('await guardar();'))).toEqual([]);
    expect(await lintear(cuerpo('void guardar();'))).toEqual([]);
  });
});
