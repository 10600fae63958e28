import { rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const raiz = fileURLToPath(new URL('..', import.meta.url));
// A file of the tools' project (tsconfig.tests.json), so the type-aware rules apply to it
// as to the code; outside the apps' sources, whose folders' times tell `npm start` and
// `npm run backup` whether to rebuild (the browser tests run beside this file).
const archivo = 'scripts/prueba-de-lint.ts';

// The project's configuration, with the type information of this file alone (TypeScript's
// default program) instead of the tools' whole project, which would take seconds to build.
const eslint = new ESLint({
  cwd: raiz,
  overrideConfig: {
    files: [archivo],
    languageOptions: {
      parserOptions: { project: null, projectService: { allowDefaultProject: [archivo] } },
    },
  },
});

async function lintear(codigo: string) {
  const ruta = `${raiz}${archivo}`;
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
