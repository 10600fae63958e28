import { spawn } from 'node:child_process';
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

describe('npm run lint:modulos', () => {
  /** Runs dependency-cruiser with the project's rules on two files that import each other. */
  async function cruzar(importaDeA: string) {
    const carpeta = `${raiz}test-results/ciclo`;
    await mkdir(carpeta, { recursive: true });
    await writeFile(
      `${carpeta}/a.ts`,
      `${importaDeA}\nexport interface A { id: number }\nexport const usarA = (a: A) => a.id;\n`,
    );
    await writeFile(
      `${carpeta}/b.ts`,
      `import type { A } from './a';\nexport interface B { a: A }\n`,
    );
    try {
      return await new Promise<{ codigo: number | null; salida: string }>((resolve) => {
        const hijo = spawn(
          'npx',
          ['depcruise', 'test-results/ciclo', '--config', '.dependency-cruiser.cjs'],
          { cwd: raiz, stdio: ['ignore', 'pipe', 'pipe'] },
        );
        let salida = '';
        hijo.stdout.on('data', (d: Buffer) => (salida += d.toString()));
        hijo.stderr.on('data', (d: Buffer) => (salida += d.toString()));
        hijo.on('close', (codigo) => resolve({ codigo, salida }));
      });
    } finally {
      await rm(carpeta, { recursive: true, force: true });
    }
  }

  it('fails on an import loop made only of type imports, and passes without it', async () => {
    const conCiclo = await cruzar(`import type { B } from './b';\nexport type Bs = B[];`);
    expect(conCiclo.salida).toContain('error sin-ciclos');
    expect(conCiclo.codigo).not.toBe(0);
    const sinCiclo = await cruzar('');
    expect(sinCiclo.salida).not.toContain('sin-ciclos');
    expect(sinCiclo.codigo).toBe(0);
  });
});
