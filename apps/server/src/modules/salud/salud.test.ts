import { afterAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { version } from '../../../../../package.json';
import type { Database } from '../../db/client';
import dbPlugin from '../../plugins/db';
import errorsPlugin from '../../plugins/errors';
import { appConPersonas } from '../../test/personas';
import { saludRoutes } from './salud.routes';

const { t } = appConPersonas();

/** The health route alone over a database whose queries do what `execute` does. */
async function appConBase(execute: () => Promise<unknown>): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  const database = { db: { execute }, kind: 'postgres' } as unknown as Database;
  await app.register(dbPlugin, { database, cerrarAlSalir: false });
  await app.register(saludRoutes, { prefix: '/api', esperaMaximaMs: 100 });
  await app.ready();
  afterAll(() => app.close());
  return app;
}

describe('GET /api/salud', () => {
  it('answers 200 with the version and the database in use, to anyone, never kept', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/salud' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ estado: 'ok', version, base: t.database.kind });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not rate limited: a process manager may probe it as often as it likes', async () => {
    for (let i = 0; i < 60; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/salud' });
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers 503 with a Spanish message when the database fails', async () => {
    const app = await appConBase(() => Promise.reject(new Error('connection refused')));
    const res = await app.inject({ method: 'GET', url: '/api/salud' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      estado: 'error',
      message: 'La base de datos no responde.',
      version,
      base: 'postgres',
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database takes too long, and asks again on the next probe', async () => {
    let consultas = 0;
    let lenta = true;
    const app = await appConBase(() => {
      consultas++;
      return lenta ? new Promise(() => {}) : Promise.resolve();
    });
    const lento = await app.inject({ method: 'GET', url: '/api/salud' });
    expect(lento.statusCode).toBe(503);
    expect(lento.json()).toMatchObject({
      estado: 'error',
      message: 'La base de datos no responde.',
    });
    lenta = false;
    const res = await app.inject({ method: 'GET', url: '/api/salud' });
    expect(res.statusCode).toBe(200);
    expect(consultas).toBe(2);
  });
});
