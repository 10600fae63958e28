import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba } from '../test/app';
import { leerPrerender } from './web';

// A built web app as apps/web/scripts/prerender.mjs leaves it: the SPA shell, the
// prerendered landing, a panel page's shell (its code preloaded) and the file naming
// them, with the landing's inline script's hash.
let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'mchabbo-web-'));
  await writeFile(path.join(dist, 'index.html'), '<div id="root"></div>');
  await writeFile(path.join(dist, 'inicio.html'), '<div id="root">Bienvenido</div>');
  await writeFile(path.join(dist, 'mchabbo-tiempo.html'), '<link rel="modulepreload">');
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  await writeFile(path.join(dist, 'assets', 'app-1a2b.js.br'), 'brotli');
  await writeFile(
    path.join(dist, 'prerender.json'),
    JSON.stringify({
      paginas: { '/': 'inicio.html', '/mchabbo/tiempo': 'mchabbo-tiempo.html' },
      scripts: ['sha256-YWJj+/='],
    }),
  );
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe('web pages', () => {
  it('send the prerendered landing for / only, a listed panel page its own shell, and allow the inline script by hash alone', async () => {
    const { app } = await crearAppDePrueba({ WEB_DIST: dist });
    for (const url of ['/', '/?origen=enlace']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<div id="root">Bienvenido</div>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain(
        "script-src 'self' 'sha256-YWJj+/=';",
      );
    }
    for (const url of ['/rangos', '/mchabbo/usuarios', '/mchabbo/tiempo/x']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).toBe('<div id="root"></div>');
    }
    for (const url of ['/mchabbo/tiempo', '/mchabbo/tiempo?filtro=a']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<link rel="modulepreload">');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const api = await app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(api.statusCode).toBe(404);
  });

  it('send a hashed asset cached for a year, compressed when the browser takes it', async () => {
    const { app } = await crearAppDePrueba({ WEB_DIST: dist });
    const url = '/assets/app-1a2b.js';
    const plano = await app.inject({ method: 'GET', url });
    expect(plano.statusCode).toBe(200);
    expect(plano.body).toBe('console.log(1)');
    expect(plano.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('brotli');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // An asset the build did not write (an old tab asking for a replaced hash) gets the
    // SPA shell, as any other unknown page does.
    const faltaAsset = await app.inject({ method: 'GET', url: '/assets/app-0000.js' });
    expect(faltaAsset.statusCode).toBe(200);
    expect(faltaAsset.body).toBe('<div id="root"></div>');
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
  });

  it('ignore a prerender list naming a missing file, a path outside the build or a bad hash', async () => {
    await writeFile(
      path.join(dist, 'prerender.json'),
      JSON.stringify({
        paginas: { '/': 'falta.html', '/rangos': '../index.html' },
        scripts: ["abc' 'unsafe-inline"],
      }),
    );
    expect(leerPrerender(dist)).toEqual({ paginas: {}, scripts: [] });
    await writeFile(path.join(dist, 'prerender.json'), '{');
    expect(leerPrerender(dist)).toEqual({ paginas: {}, scripts: [] });
    expect(leerPrerender('/nonexistent')).toEqual({ paginas: {}, scripts: [] });
  });
});
