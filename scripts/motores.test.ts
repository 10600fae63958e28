import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// The project runs on Node 20 (package.json, engines). A package that asks for a newer
// Node in its own engines may work today and break on any patch, so none may be
// installed: npm ci only warns (EBADENGINE), this test fails.

const leer = (archivo: string) =>
  JSON.parse(readFileSync(new URL(`../${archivo}`, import.meta.url), 'utf8')) as unknown;

describe('installed packages', () => {
  it('all accept the oldest Node the project says it runs on', () => {
    const raiz = leer('package.json') as { engines: { node: string } };
    const minima = semver.minVersion(raiz.engines.node)!.version;
    const lock = leer('package-lock.json') as {
      packages: Record<string, { version?: string; engines?: { node?: string } }>;
    };
    const rechazan = Object.entries(lock.packages)
      .filter(([, p]) => p.engines?.node && !semver.satisfies(minima, p.engines.node))
      .map(([ruta, p]) => `${ruta}@${p.version} (node ${p.engines!.node})`);
    expect(minima).toBe('20.19.0');
    expect(rechazan).toEqual([]);
  });
});
