import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { insertarUsuario } from '../modules/cuenta/cuenta.service';

/**
 * Where API tests run: an in-memory PGlite by default, or a fresh database on the
 * PostgreSQL server of TEST_DATABASE_URL (created here and dropped afterwards). Either
 * starts as a copy of the run's migrated and seeded database (`test/plantilla.ts`).
 */
export async function abrirBaseDePrueba(): Promise<{
  database: Database;
  borrar(): Promise<void>;
}> {
  const servidor = process.env.TEST_DATABASE_URL;
  if (!servidor) {
    const copiaDe = new Blob([await readFile(inject('plantillaPglite'))]);
    const database = await openDatabase({ dataDir: null, copiaDe });
    return { database, borrar: async () => {} };
  }
  const { url, borrar } = await basePostgresDePrueba(servidor);
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  return { database, borrar };
}

/**
 * A fresh database on the PostgreSQL server `servidor`, copied from the run's migrated
 * and seeded one; `borrar` drops it.
 */
export async function basePostgresDePrueba(
  servidor: string,
): Promise<{ url: string; borrar(): Promise<void> }> {
  const nombre = `mchabbo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: servidor });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${nombre} TEMPLATE ${inject('plantillaPostgres')}`);
  await admin.end();
  const url = new URL(servidor);
  url.pathname = `/${nombre}`;
  return {
    url: url.toString(),
    async borrar() {
      const c = new pg.Client({ connectionString: servidor });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A running app on a fresh database with the seeded catalog, closed after the file. */
export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Creates an account of the given level (with a mission of that rank when 1–6). */
  crearUsuario(
    nombre: string,
    nivel: number,
    password?: string,
  ): Promise<{ id: number; token: string }>;
  /** Logs in and returns the token. */
  login(nombre: string, password?: string): Promise<string>;
  /** `inject` with the token as bearer. */
  como(token: string | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * What the running test file opened, newest last. Apps are usually built in a
 * `beforeAll`, where an `afterAll` would never run (hooks registered while hooks run are
 * dropped); test/por-archivo.ts closes them all after each file instead.
 */
const abiertos: Array<() => Promise<void>> = [];

/** Closes every app and database the running test file opened, newest first. */
export async function cerrarLoAbierto(): Promise<void> {
  for (let cerrar = abiertos.pop(); cerrar; cerrar = abiertos.pop()) await cerrar();
}

/** The password test accounts get unless a test chooses one. */
export const CLAVE = 'clave-segura-1';

/**
 * Builds the real app on a fresh database; settings can be overridden per file, and
 * the clock the use cases read (default: system time).
 */
export async function crearAppDePrueba(
  env: Record<string, string> = {},
  opciones: { reloj?: () => Date } = {},
): Promise<TestApp> {
  const { database, borrar } = await abrirBaseDePrueba();
  const config = loadConfig({
    LOGIN_MAX_PER_MINUTE: '10000',
    WEB_DIST: '/nonexistent',
    // Tests never reach the real Habbo: nothing listens there (files that need Habbo
    // start the fake one, test/habbo-falso.ts, and pass its address).
    HABBO_URL: 'http://127.0.0.1:9',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    jwtSecret: config.JWT_SECRET ?? randomBytes(32).toString('hex'),
    reloj: opciones.reloj,
  });
  await app.ready();
  abiertos.push(async () => {
    await app.close();
    await database.close();
    await borrar();
  });

  const misionesPorNivel = new Map<number, number>();
  // The first mission of each level in the catalog, so a test account of level N holds a real post.
  const { rows } = (await database.db.execute(
    sql`select distinct on (r.nivel) r.nivel, m.id from misiones m join rangos r on r.id = m.rango_id order by r.nivel, m.id`,
  )) as unknown as { rows: { nivel: number; id: number }[] };
  for (const r of rows) misionesPorNivel.set(Number(r.nivel), Number(r.id));

  const login = async (nombre: string, password = CLAVE) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { nameUser: nombre, password },
    });
    if (res.statusCode !== 200) throw new Error(`login ${nombre}: ${res.statusCode} ${res.body}`);
    return res.json<{ access_token: string }>().access_token;
  };

  return {
    app,
    database,
    login,
    async crearUsuario(nombre, nivel, password = CLAVE) {
      const id = await insertarUsuario(database.db, {
        username: nombre,
        passwordHash: await hashPassword(password),
        nivel,
        misionId: misionesPorNivel.get(nivel) ?? null,
      });
      return { id, token: await login(nombre, password) };
    },
    como(token, opts) {
      const headers = { ...(opts.headers ?? {}) } as Record<string, string>;
      if (token) headers.authorization = `Bearer ${token}`;
      return app.inject({ ...opts, headers });
    },
  };
}
