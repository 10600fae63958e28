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

const GLOBAL = Object.entries(sources).find(([path]) => path.endsWith('app/mantine-styles.ts'));

function imported(source: string): Set<string> {
  return new Set([...source.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((m) => m[1]!));
}

describe('Mantine styles', () => {
  it('imports the stylesheet of every Mantine component the app uses', () => {
    expect(GLOBAL).toBeDefined();
    expect(stylesheets.size).toBeGreaterThan(50);
    const global = imported(GLOBAL![1]);
    const missing: string[] = [];
    for (const [path, source] of Object.entries(sources)) {
      const local = imported(source);
      for (const block of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
        for (const name of block[1]!.split(',').map((n) => n.trim().replace(/^type\s+/, ''))) {
          if (stylesheets.has(name) && !global.has(name) && !local.has(name)) {
            missing.push(`${path}: ${name}`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
