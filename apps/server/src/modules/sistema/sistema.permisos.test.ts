import { beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { NIVELES } from '@mchabbo/shared/niveles/niveles';
import { politicaPermite } from '@mchabbo/shared/niveles/politicas';
import authPlugin from '../../plugins/auth';
import dbPlugin from '../../plugins/db';
import { appConPersonas } from '../../test/personas';
import { guardarCifras } from '../../test/cifras';

const { t } = appConPersonas();
const tokens = new Map<number, string>();
beforeAll(async () => {
  for (const nivel of NIVELES)
    tokens.set(nivel, (await t.crearUsuario(`Nivel${nivel}`, nivel)).token);
});

const GENERICO = 'No tienes permiso para realizar esta acción.';
// Streams stay open for allowed callers; their refusals are still checked.
const esStream = (url: string) => url.endsWith('/stream');

function urlDe(plantilla: string, nivel: number) {
  return plantilla.replace(/:(nameUser|name)/g, `Nivel${nivel}`).replace(/:[a-zA-Z]+/g, '1');
}

describe('every route declares who may call it', () => {
  it('refuses to start with a route that declares no policy, naming it', async () => {
    const app = Fastify();
    await app.register(dbPlugin, { database: { db: {} } as never, cerrarAlSalir: false });
    const arrancar = async () => {
      await app.register(async (a) => {
        await a.register(authPlugin, {
          secret: 'x'.repeat(32),
          expiresIn: '1h',
          prefijosPublicos: [],
        });
        a.get('/api/sin-politica', async () => ({}));
      });
      await app.ready();
    };
    await expect(arrancar()).rejects.toThrow(
      'La ruta GET /api/sin-politica no declara su política.',
    );
  });

  it('knows the policy of every API route', () => {
    expect(t.app.rutasApi.length).toBeGreaterThan(30);
    for (const r of t.app.rutasApi) expect(r.politica, `${r.method} ${r.url}`).toBeTruthy();
  });

  it('lets anyone probe the health check', () => {
    expect(t.app.rutasApi).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/api/salud', politica: 'publico' }),
    );
  });
});

describe('permission matrix: every route × anonymous and levels 0–7', () => {
  it('answers each caller as the declared policy says', async () => {
    const fallos: string[] = [];
    let comprobadas = 0;
    for (const ruta of t.app.rutasApi) {
      if (ruta.url.startsWith('/api/docs')) continue;
      const anon = await t.app.inject({ method: ruta.method as 'GET', url: urlDe(ruta.url, 0) });
      comprobadas++;
      if (ruta.politica !== 'publico' && anon.statusCode !== 401) {
        fallos.push(`${ruta.method} ${ruta.url} anónimo → ${anon.statusCode}`);
      }
      for (const nivel of NIVELES) {
        const permitido = politicaPermite(ruta.politica, nivel);
        if (permitido && esStream(ruta.url)) continue;
        const res = await t.como(tokens.get(nivel) ?? '', {
          method: ruta.method as 'GET',
          url: urlDe(ruta.url, nivel),
          ...(ruta.method === 'GET' || ruta.method === 'DELETE' ? {} : { payload: {} }),
        });
        comprobadas++;
        // Signing out ends that level's session: sign in again for the next routes.
        if (ruta.url === '/api/user/logout' && res.statusCode === 200) {
          tokens.set(nivel, await t.login(`Nivel${nivel}`));
        }
        const negadoPorPolitica = res.statusCode === 403 && res.json().message === GENERICO;
        if (!permitido && !negadoPorPolitica) {
          fallos.push(
            `${ruta.method} ${ruta.url} nivel ${nivel} → ${res.statusCode} (debía ser 403)`,
          );
        }
        if (permitido && (negadoPorPolitica || res.statusCode === 401 || res.statusCode >= 500)) {
          fallos.push(
            `${ruta.method} ${ruta.url} nivel ${nivel} → ${res.statusCode} (debía pasar)`,
          );
        }
      }
    }
    await guardarCifras('permisos', {
      rutas: t.app.rutasApi.length,
      rutasPorRoles: comprobadas,
      accesosIndebidos: fallos.length,
    });
    expect(fallos).toEqual([]);
    expect(comprobadas).toBeGreaterThan(t.app.rutasApi.length * 8);
  });
});
