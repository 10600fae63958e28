import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { readFile } from 'node:fs/promises';
import { inject, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { hashPassword } from '../lib/passwords';
import { columnasDeNombre } from '../db/esqueletos';
import type { Db } from '../db/client';
import { usuarios } from '../db/schema/usuarios';

/**
 * An account written straight into the database, of any level (a sign-up only makes
 * guests): the test data every API test starts from. Answers its id.
 */
export async function insertarCuenta(
  db: Db,
  datos: { username: string; passwordHash: string; nivel?: number; misionId?: number | null },
): Promise<number> {
  const [fila] = await db
    .insert(usuarios)
    .values({ ...datos, ...columnasDeNombre(datos.username) })
    .returning({ id: usuarios.id });
  if (!fila) throw new Error('insert returned no row');
  return fila.id;
}

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
  if (!servidor) return { database: await basePgliteDePrueba(), borrar: async () => {} };
  const { url, borrar } = await basePostgresDePrueba(servidor);
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  return { database, borrar };
}

/** A PGlite copy of the template that a finished test file gave back, and how to reset it. */
interface PgliteLibre {
  database: Database;
  /** The template's schema, to tell whether a test changed it (then the copy is dropped). */
  huella: string;
  /** One script that puts the template's rows and sequences back. */
  restablecer: string;
}
const pglitesLibres: PgliteLibre[] = [];

/** Tables, columns, constraints, triggers and functions of the public schema. */
const HUELLA = `select md5(string_agg(x, '|' order by x)) as huella from (
  select 'c:' || relname || ':' || relkind::text from pg_class where relnamespace = 'public'::regnamespace
  union all
  select 'a:' || c.relname || ':' || a.attname || ':' || a.atttypid || ':' || a.attnotnull
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where c.relnamespace = 'public'::regnamespace and a.attnum > 0 and not a.attisdropped
  union all
  select 'k:' || conname from pg_constraint where connamespace = 'public'::regnamespace
  union all
  select 't:' || t.tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = 'public'::regnamespace
  union all
  select 'p:' || proname || ':' || md5(prosrc) from pg_proc where pronamespace = 'public'::regnamespace
) s(x)`;

/**
 * An in-memory PGlite holding the run's template. Loading the template's dump costs about
 * a second, so a copy a finished file gave back is reused instead: its rows and
 * sequences are put back as the template had them, unless a test changed the schema or
 * closed it (then a fresh copy is loaded). Closing the returned database gives it back.
 */
async function basePgliteDePrueba(): Promise<Database> {
  for (let libre = pglitesLibres.pop(); libre; libre = pglitesLibres.pop()) {
    const { database } = libre;
    try {
      if (database.pglite?.closed) continue;
      const { rows } = await database.pglite!.query<{ huella: string }>(HUELLA);
      if (rows[0]?.huella !== libre.huella) throw new Error('schema changed');
      await database.pglite!.exec(libre.restablecer);
      return devolverAlCerrar(libre);
    } catch {
      await database.close().catch(() => {});
    }
  }
  const copiaDe = new Blob([await readFile(inject('plantillaPglite'))]);
  const database = await openDatabase({ dataDir: null, copiaDe });
  return devolverAlCerrar(await fotografiar(database));
}

function devolverAlCerrar(libre: PgliteLibre): Database {
  return { ...libre.database, close: async () => void pglitesLibres.push(libre) };
}

/** Reads the template's schema, rows and sequences from a freshly loaded copy. */
async function fotografiar(database: Database): Promise<PgliteLibre> {
  const pglite = database.pglite!;
  const { rows: huella } = await pglite.query<{ huella: string }>(HUELLA);
  const { rows: columnas } = await pglite.query<{ tabla: string; columnas: string }>(
    `select table_name as tabla,
            string_agg(quote_ident(column_name), ', ' order by ordinal_position) as columnas
       from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER'
        and table_name in (select tablename from pg_tables where schemaname = 'public')
      group by table_name`,
  );
  // Rows go back in any order: foreign keys are not checked while the role is `replica`.
  const partes = [
    'set session_replication_role = replica;',
    `truncate ${columnas.map((c) => `public.${quoteIdent(c.tabla)}`).join(', ')} restart identity cascade;`,
  ];
  for (const { tabla, columnas: lista } of columnas) {
    const t = `public.${quoteIdent(tabla)}`;
    const { rows } = await pglite.query<{ filas: string | null }>(
      `select json_agg(t)::text as filas from ${t} t`,
    );
    const filas = rows[0]?.filas;
    if (!filas) continue;
    partes.push(
      `insert into ${t} (${lista}) overriding system value select ${lista} from json_populate_recordset(null::${t}, $plantilla$${filas}$plantilla$);`,
    );
  }
  const { rows: secuencias } = await pglite.query<{ nombre: string; valor: string | null }>(
    `select quote_ident(schemaname) || '.' || quote_ident(sequencename) as nombre,
            last_value::text as valor
       from pg_sequences where schemaname = 'public'`,
  );
  for (const { nombre, valor } of secuencias) {
    partes.push(
      valor === null
        ? `select setval('${nombre}', 1, false);`
        : `select setval('${nombre}', ${valor}, true);`,
    );
  }
  partes.push('set session_replication_role = origin;');
  return { database, huella: huella[0]?.huella ?? '', restablecer: partes.join('\n') };
}

function quoteIdent(nombre: string): string {
  return `"${nombre.replaceAll('"', '""')}"`;
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
  sinEsperarAlDisco(url);
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

/**
 * A test database's sessions commit without waiting for the disk (`synchronous_commit =
 * off`, set in the address, so servers started on it in their own process do the same):
 * a commit is as visible to every session as with the wait; only a crash of the
 * PostgreSQL server itself could lose the last ones, and no test crashes it. The API
 * pass on PostgreSQL commits thousands of times, each an fsync otherwise.
 */
function sinEsperarAlDisco(url: URL): void {
  url.searchParams.set('options', '-c synchronous_commit=off');
}

/**
 * `it` in the PostgreSQL pass of the suite (TEST_DATABASE_URL), null in the PGlite pass:
 * for cases only a PostgreSQL server allows (two processes or connections sharing one
 * database), which then do not exist in the other pass rather than show as skipped.
 */
export const conPostgres = process.env.TEST_DATABASE_URL ? it : null;

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
      const id = await insertarCuenta(database.db, {
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

/**
 * A second server process on the test's PostgreSQL database (its own JWT secret),
 * listening on a free port, with `nombre` signed in on it. `cerrar` closes the app and
 * its database.
 */
export async function segundoProceso(t: TestApp, nombre: string) {
  const database = await openDatabase({
    databaseUrl: t.database.pool?.options.connectionString,
    dataDir: null,
  });
  const app = await buildApp({
    config: loadConfig({ WEB_DIST: '/nonexistent' }),
    database,
    jwtSecret: randomBytes(32).toString('hex'),
  });
  const cerrar = async () => {
    await app.close();
    await database.close();
  };
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { nameUser: nombre, password: CLAVE },
    });
    const token = login.json<{ access_token: string }>().access_token;
    return { app, port, token, cerrar };
  } catch (e) {
    await cerrar();
    throw e;
  }
}
