import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The product's rules are in docs/reglas.md. Code, tests and docs cite it ("docs/reglas.md,
// Timers" or "Timers 6.4"), never documents that live outside the repository or issue
// numbers, which the next engineer cannot open.

const raiz = fileURLToPath(new URL('..', import.meta.url));
const ESTE_ARCHIVO = 'scripts/citas.test.ts';
const EXTENSIONES = /\.(ts|tsx|mjs|js|cjs|md)$/;

// Spelt in pieces so that a plain search for these citations does not find this file.
const DOCUMENTOS = ['SP' + 'EC', 'DECISI' + 'ONS'];

/** Citations of outside documents (as words, case-sensitive) or of issue numbers. */
const PROHIBIDAS = [
  new RegExp(`\\b(${DOCUMENTOS.join('|')})\\b`),
  /\bissues?\s+#?\d/i,
  /\bissue\s*#\s*\d/i,
];

/** Tracked source and doc files, without the lock file, migrations and this file. */
function archivos(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: raiz, encoding: 'utf8' })
    .split('\0')
    .filter((f) => EXTENSIONES.test(f))
    .filter((f) => !f.endsWith('package-lock.json') && !f.split('/').includes('migrations'))
    .filter((f) => f !== ESTE_ARCHIVO);
}

function leer(ruta: string): string | null {
  try {
    return readFileSync(`${raiz}${ruta}`, 'utf8');
  } catch {
    return null; // tracked but deleted in the working tree
  }
}

/** Every line of the tracked files that cites an outside document or an issue, as `file:line: text`. */
function citasProhibidas(): string[] {
  const fallos: string[] = [];
  for (const ruta of archivos()) {
    const texto = leer(ruta);
    if (texto === null) continue;
    texto.split('\n').forEach((linea, i) => {
      if (PROHIBIDAS.some((p) => p.test(linea))) fallos.push(`${ruta}:${i + 1}: ${linea.trim()}`);
    });
  }
  return fallos;
}

/** The topic titles of the rulebook, from its `## <n> <Topic>` headings. */
function temas(): string[] {
  const reglas = readFileSync(`${raiz}docs/reglas.md`, 'utf8');
  return [...reglas.matchAll(/^## \d+ (.+)$/gm)].map((m) => (m[1] ?? '').trim());
}

/**
 * Every "docs/reglas.md, <Topic>" whose topic is not a heading of the rulebook, as
 * `file:line: text`. A citation may wrap onto the next comment line.
 */
function temasDesconocidos(titulos: string[]): string[] {
  const fallos: string[] = [];
  for (const ruta of archivos()) {
    const texto = leer(ruta);
    if (texto === null) continue;
    for (const m of texto.matchAll(/docs\/reglas\.md,/g)) {
      const resto = texto
        .slice(m.index + m[0].length, m.index + m[0].length + 120)
        .replace(/\s*\n\s*(?:\*(?!\/)|\/\/|#)?\s*/g, ' ')
        .trimStart();
      // "<Topic>" is how the docs show the form of a citation.
      if (resto.startsWith('<') || titulos.some((t) => resto.startsWith(t))) continue;
      const linea = texto.slice(0, m.index).split('\n').length;
      fallos.push(`${ruta}:${linea}: docs/reglas.md, ${resto.slice(0, 40)}…`);
    }
  }
  return fallos;
}

describe('citations of the product rules', () => {
  it('recognises citations of outside documents and issues, and leaves other text alone', () => {
    const cita = (texto: string) => PROHIBIDAS.some((p) => p.test(texto));
    const [spec, decisions] = DOCUMENTOS;
    const issue = (resto: string) => `issue${resto}`;
    const citas = [`${spec} 6`, `(${decisions} 3)`, `the ${spec} fallback`, issue(' 7, item 5')];
    for (const texto of [
      ...citas,
      `I${issue(' 12').slice(1)}`,
      issue(' #14'),
      `${issue('s')} 7 and 8`,
    ])
      expect(cita(texto)).toBe(true);
    const permitidos = ['docs/reglas.md, Timers 6.4', 'result.error.issues.map', 'specific'];
    for (const texto of [...permitidos, 'an issue with #000', 'Spec files', 'the spec'])
      expect(cita(texto)).toBe(false);
  });

  it('cites docs/reglas.md, never outside documents or issue numbers', () => {
    expect(citasProhibidas(), 'Cite "docs/reglas.md, <Topic>" or say the rule in words').toEqual(
      [],
    );
  });

  it('cites only topics the rulebook has', () => {
    const titulos = temas();
    // Topic numbers are cited: the first fifteen keep their place; new ones go after them.
    expect(titulos.slice(0, 15)).toEqual([
      'Levels and ranks',
      'Acting on others',
      'Access by level',
      'Accounts and names',
      'Sessions',
      'Timers',
      'Pay',
      'Ranking',
      'Missions',
      'Sales',
      'Memberships',
      'Dismissals',
      'Name changes',
      'IPs, clones and keys',
      'Settings',
    ]);
    expect(temasDesconocidos(titulos), `Topics: ${titulos.join('; ')}`).toEqual([]);
  });
});

/** A file path as docs and comments cite it: `lib/lecturas.ts`, `docs/reglas.md`, `tiempos.confirmar.ts`. */
const RUTA_CITADA =
  /(?<![\w./@:-])((?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|mjs|cjs|md))\b(?![\w/(-])/g;

/** Lines that are a doc's text or a comment in code. */
function lineasCitables(ruta: string, texto: string): [number, string][] {
  const lineas = texto.split('\n').map((l, i): [number, string] => [i + 1, l]);
  if (ruta.endsWith('.md')) return lineas;
  return lineas.filter(([, l]) => /^\s*(\/\/|\/?\*)/.test(l));
}

/** A path with its `src/` folders left out: docs cite `shared/paga/reglas.ts`, `lib/rutas.ts`. */
const sinSrc = (ruta: string) => `/${ruta}`.replaceAll('/src/', '/');

/** Files the developer guide's walkthrough has the reader create (docs/desarrollo.md). */
const EJEMPLOS = new Set([
  'apps/web/src/app/routes/app/resumen.tsx',
  'features/ventas/components/resumen.tsx',
]);

/** Every path cited in a doc or comment that no tracked file ends with, as `file:line: path`. */
function rutasInexistentes(): string[] {
  const todos = archivos().concat(ESTE_ARCHIVO);
  const existentes = new Set<string>();
  for (const f of todos) {
    const partes = sinSrc(f).split('/');
    for (let i = 1; i < partes.length; i++) existentes.add(partes.slice(i).join('/'));
  }
  const fallos: string[] = [];
  for (const ruta of archivos()) {
    const texto = leer(ruta);
    if (texto === null) continue;
    for (const [n, linea] of lineasCitables(ruta, texto)) {
      if (/https?:\/\//.test(linea)) continue;
      for (const m of linea.matchAll(RUTA_CITADA)) {
        const citada = (m[1] ?? '').replace(/^\.\//, '').replace(/^\.\.\//, '');
        if (EJEMPLOS.has(citada) || existentes.has(sinSrc(citada).slice(1))) continue;
        fallos.push(`${ruta}:${n}: ${citada}`);
      }
    }
  }
  return fallos;
}

describe('paths cited by docs and comments', () => {
  it('finds paths and leaves other text alone', () => {
    const citas = (t: string) => [...t.matchAll(RUTA_CITADA)].map((m) => m[1]);
    expect(citas('see `lib/lecturas.ts` and docs/reglas.md, or tiempos.confirmar.ts.')).toEqual([
      'lib/lecturas.ts',
      'docs/reglas.md',
      'tiempos.confirmar.ts',
    ]);
    expect(citas('a value like 1.5 or x.y, an email a@b.md')).toEqual([]);
  });

  it('every path a doc or a comment cites exists', () => {
    expect(rutasInexistentes(), 'Cite a path as it is in the repository').toEqual([]);
  });
});
