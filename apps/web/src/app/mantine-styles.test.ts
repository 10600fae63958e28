import { describe, expect, it } from 'vitest';

// Every source file, and the names of Mantine's per-component stylesheets.
const sources = import.meta.glob<string>(['/apps/web/src/**/*.{ts,tsx}', '!**/*.test.*'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const stylesheets = new Set(
  Object.keys(import.meta.glob('/node_modules/@mantine/core/styles/*.css')).map((path) =>
    path.replace(/^.*\//, '').replace(/\.css$/, ''),
  ),
);

const SRC = '/apps/web/src/';
const source = (file: string) => sources[`${SRC}${file}`];
const GLOBAL = source('app/mantine-styles.ts');
const PANEL = source('app/mantine-styles-panel.ts');

/** Pages anyone can open without signing in: they get only the global stylesheet. */
const PUBLIC_ROOTS = [
  'main.tsx',
  'app/layouts/public-layout.tsx',
  'app/routes/landing.tsx',
  'app/routes/landing-secciones.tsx',
  'app/routes/rangos.tsx',
  'app/routes/not-found.tsx',
];
/** Where the rest of the app is entered; each loads the panel's stylesheet. */
const PANEL_ROOTS = [
  'app/layouts/private-layout.tsx',
  'app/layouts/auth-modals.tsx',
  'app/routes/clave-temporal.tsx',
];

function imported(text: string): Set<string> {
  return new Set([...text.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((m) => m[1]!));
}

/** The file a static import names (`@/…` or relative), if it is one of ours. */
function resolve(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = spec.slice(2);
  else if (spec.startsWith('.')) base = new URL(spec, `file:///${from}`).pathname.slice(1);
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (f) => source(f) !== undefined,
  );
}

/** Files loaded with `roots` by static imports only (dynamic imports start other chunks). */
function staticClosure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = source(file) ?? '';
    for (const m of text.matchAll(
      /^\s*(?:import|export)[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'/gm,
    )) {
      if (/^\s*(?:import|export)\s+type\s/.test(m[0])) continue; // erased at build
      const next = resolve(file, m[1] ?? m[2]!);
      if (next) stack.push(next);
    }
  }
  return seen;
}

describe('Mantine styles', () => {
  it('imports the stylesheet of every Mantine component the app uses', () => {
    expect(GLOBAL).toBeDefined();
    expect(PANEL).toBeDefined();
    expect(stylesheets.size).toBeGreaterThan(50);
    const global = imported(GLOBAL!);
    const panel = imported(PANEL!);
    const publicFiles = staticClosure(PUBLIC_ROOTS);
    const missing: string[] = [];
    for (const [path, text] of Object.entries(sources)) {
      const local = imported(text);
      const file = path.slice(SRC.length);
      const available = (name: string) =>
        global.has(name) || local.has(name) || (!publicFiles.has(file) && panel.has(name));
      for (const block of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
        for (const name of block[1]!.split(',').map((n) => n.trim().replace(/^type\s+/, ''))) {
          if (stylesheets.has(name) && !available(name)) missing.push(`${path}: ${name}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('keeps the panel stylesheet off the public pages and loads it where the rest begins', () => {
    const publicFiles = staticClosure(PUBLIC_ROOTS);
    expect(publicFiles.has('app/mantine-styles-panel.ts')).toBe(false);
    for (const root of PANEL_ROOTS) {
      expect(staticClosure([root]).has('app/mantine-styles-panel.ts'), root).toBe(true);
    }
  });
});
