import { rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const raiz = fileURLToPath(new URL('..', import.meta.url));
// A file of the server's project, so the type-aware rules apply to it as to the code.
const archivo = 'apps/server/src/lib/prueba-de-lint.ts';

async function lintear(codigo: string) {
  const ruta = `${raiz}${archivo}`;
  await writeFile(ruta, codigo);
  try {
    const [resultado] = await new ESLint({ cwd: raiz }).lintFiles([archivo]);
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
