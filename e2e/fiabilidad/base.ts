import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { inject } from 'vitest';
import { inicioSemanaPaga } from '@mchabbo/shared/paga/reglas';
import { openDatabase, type Db } from '../../apps/server/src/db/client';
import { crearDuenoSiVacio, sembrarCatalogo } from '../../apps/server/src/db/seed';
import { hashPassword } from '../../apps/server/src/lib/passwords';
import { carpetaTemporal, copiarCarpeta } from '../support/carpetas';
import { DUENO } from '../support/server';

/**
 * Where a reliability suite keeps its data: an embedded database in a data folder, or
 * a fresh database on the local PostgreSQL server.
 */
export type Destino = { tipo: 'pglite'; dataDir: string } | { tipo: 'postgres'; url: string };

/** The PostgreSQL server the suites create their databases on (trust auth, local). */
const SERVIDOR_PG =
  process.env.TEST_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Whether PostgreSQL answers. When DATABASE_URL or TEST_DATABASE_URL is set it must
 * answer (the suite fails otherwise); the default local server may be missing, and then
 * the PostgreSQL cases are skipped.
 */
export async function postgresDisponible(): Promise<boolean> {
  const c = new pg.Client({ connectionString: SERVIDOR_PG, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
    await c.query('select 1');
    return true;
  } catch (err) {
    // CI must prove the PostgreSQL cases; only a developer machine without it may omit them.
    if (process.env.CI === 'true' || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL)
      throw err;
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

/** A new empty PostgreSQL database (`mchabbo_f_<random>`), dropped by `borrar`. */
export async function baseNueva(): Promise<{ url: string; borrar(): Promise<void> }> {
  const nombre = `mchabbo_f_${randomBytes(6).toString('hex')}`;
  const admin = async (consulta: string) => {
    const c = new pg.Client({ connectionString: SERVIDOR_PG });
    await c.connect();
    try {
      await c.query(consulta);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${nombre}`);
  const url = new URL(SERVIDOR_PG);
  url.pathname = `/${nombre}`;
  return {
    url: url.toString(),
    borrar: () => admin(`DROP DATABASE IF EXISTS ${nombre} WITH (FORCE)`),
  };
}

/** A destination of each kind: a fresh temporary data folder, or a fresh database. */
export async function destinoNuevo(
  tipo: Destino['tipo'],
): Promise<{ destino: Destino; borrar(): Promise<void> }> {
  if (tipo === 'pglite') {
    // A copy of the run's migrated data folder (e2e/support/plantilla.ts).
    const dataDir = await carpetaTemporal('mchabbo-fiab-');
    await copiarCarpeta(inject('carpetaPlantillaE2e'), dataDir);
    return {
      destino: { tipo, dataDir },
      borrar: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const base = await baseNueva();
  return { destino: { tipo, url: base.url }, borrar: base.borrar };
}

/** What `iniciarServidor` needs to run on a destination: its env and data folder. */
export function arranque(destino: Destino): [Record<string, string>, string | undefined] {
  return destino.tipo === 'postgres'
    ? [{ DATABASE_URL: destino.url }, undefined]
    : [{}, destino.dataDir];
}

/**
 * Opens the destination with the server's own `openDatabase` (migrations included),
 * runs `fn` and closes it. On PGlite this takes the folder's lock, so it refuses to
 * run while a server owns the folder.
 */
export async function conBase<T>(destino: Destino, fn: (db: Db) => Promise<T>): Promise<T> {
  const database = await openDatabase(
    destino.tipo === 'postgres'
      ? { databaseUrl: destino.url, dataDir: null }
      : { dataDir: destino.dataDir },
  );
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

/** Runs a raw query and returns its rows, whichever driver is behind `db`. */
export async function filas<T>(db: Db, consulta: SQL): Promise<T[]> {
  return ((await db.execute(consulta)) as unknown as { rows: T[] }).rows;
}

/** The password of every account the suites create. */
export const CLAVE = 'clave-segura-1';

/** The mission each seeded account of a level holds (levels 4–6 pay per shift). */
const MISION_POR_NIVEL: Record<number, string> = {
  0: 'Dueño',
  1: 'Director general',
  2: 'Gerente de Sistemas',
  3: 'Capitán de meseros Diamante',
  4: 'Meseros',
  5: 'Cocinero',
  6: 'Lavaloza',
};

/** An account the suites created, by name. */
export interface Cuenta {
  id: number;
  nombre: string;
  nivel: number;
}

interface MisionSembrada {
  id: number;
  mision: string;
  rango: string;
  pago_1h: number;
  pago_2h: number;
  pago_3h: number;
  pago_semanal: number;
  requisito_hrs: string;
  requisito_times: string;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** A timer as its history stores it (`antes` / `despues`). */
function foto(t: {
  estado: string;
  encargadoId: number | null;
  pausadoDesde: number | null;
  segundos: number;
}) {
  return {
    estado: t.estado,
    encargado_id: t.encargadoId,
    pausado_desde: t.pausadoDesde === null ? null : iso(t.pausadoDesde),
    segundos_pausados: 0,
    ajuste_segundos: 0,
    pausas_count: 0,
    olvidado: false,
    segundos: t.segundos,
  };
}

/**
 * Seeds a database the way the server would have left it: the catalog, the owner
 * (DUENO), accounts with missions, open timers started some time ago and pay entries
 * holding a confirmed shift, each with its history events.
 */
export function sembrador(db: Db) {
  let hash: Promise<string> | undefined;
  let misiones: Promise<Map<number, MisionSembrada>> | undefined;
  const misionDe = async (nivel: number) => {
    misiones ??= filas<MisionSembrada & { nivel: number }>(
      db,
      sql`select m.id, m.mision, r.nombre as rango, r.nivel, m.pago_1h, m.pago_2h, m.pago_3h,
            m.pago_semanal, m.requisito_hrs, m.requisito_times
          from misiones m join rangos r on r.id = m.rango_id`,
    ).then(
      (ms) =>
        new Map(
          Object.entries(MISION_POR_NIVEL).map(([n, nombre]) => {
            const m = ms.find((x) => x.mision === nombre);
            if (!m) throw new Error(`no mission ${nombre}`);
            return [Number(n), m];
          }),
        ),
    );
    const m = (await misiones).get(nivel);
    if (!m) throw new Error(`no mission for level ${nivel}`);
    return m;
  };

  return {
    /** The catalog and the owner; returns the owner's account. */
    async base(): Promise<Cuenta> {
      await sembrarCatalogo(db);
      await crearDuenoSiVacio(db, {
        username: DUENO.nameUser,
        password: DUENO.password,
        hashear: hashPassword,
        avisar: () => {},
      });
      const [dueno] = await filas<{ id: number }>(
        db,
        sql`select id from usuarios where username = ${DUENO.nameUser}`,
      );
      if (!dueno) throw new Error('no owner');
      return { id: dueno.id, nombre: DUENO.nameUser, nivel: 0 };
    },

    /** An account of a level (1–6 hold a mission of that level), password CLAVE. */
    async cuenta(nombre: string, nivel: number): Promise<Cuenta> {
      hash ??= hashPassword(CLAVE);
      const mision = await misionDe(nivel);
      const [fila] = await filas<{ id: number }>(
        db,
        sql`insert into usuarios (username, password_hash, nivel, mision_id)
            values (${nombre}, ${await hash}, ${nivel}, ${mision.id}) returning id`,
      );
      if (!fila) throw new Error('insert returned no row');
      return { id: fila.id, nombre, nivel };
    },

    /** An open, running timer started `haceSegundos` ago, with its 'iniciar' event. */
    async tiempoAbierto(
      trabajador: Cuenta,
      encargado: Cuenta | null,
      haceSegundos: number,
    ): Promise<number> {
      const inicio = Date.now() - haceSegundos * 1000;
      const [fila] = await filas<{ id: number }>(
        db,
        sql`insert into tiempos (usuario_id, encargado_id, estado, iniciado_en, actualizado_en)
            values (${trabajador.id}, ${encargado?.id ?? null}, 'activo',
                    ${iso(inicio)}::timestamptz, ${iso(inicio)}::timestamptz)
            returning id`,
      );
      if (!fila) throw new Error('insert returned no row');
      const despues = foto({
        estado: 'activo',
        encargadoId: encargado?.id ?? null,
        pausadoDesde: null,
        segundos: 0,
      });
      await db.execute(
        sql`insert into tiempo_eventos (tiempo_id, actor_id, accion, antes, despues, creado_en)
            values (${fila.id}, ${encargado?.id ?? null}, 'iniciar', null,
                    ${JSON.stringify(despues)}::jsonb, ${iso(inicio)}::timestamptz)`,
      );
      return fila.id;
    },

    /**
     * An unpaid pay entry of a pay week (default: this one) holding one shift of
     * `segundos` confirmed an hour ago by `por` (paid by the worker's mission), with the
     * shift's two events.
     */
    async entradaConTurno(
      trabajador: Cuenta,
      por: Cuenta,
      segundos: number,
      semana = inicioSemanaPaga(new Date()),
    ): Promise<{ pagoId: number; tiempoId: number; creditos: number }> {
      const mision = await misionDe(trabajador.nivel);
      const confirmado = Date.now() - 3600_000;
      const inicio = confirmado - segundos * 1000;
      const creditos =
        segundos >= 3 * 3600
          ? mision.pago_3h
          : segundos >= 2 * 3600
            ? mision.pago_2h
            : segundos >= 3600
              ? mision.pago_1h
              : 0;
      const [pago] = await filas<{ id: number }>(
        db,
        sql`insert into pagos (usuario_id, semana) values (${trabajador.id}, ${semana}) returning id`,
      );
      if (!pago) throw new Error('insert returned no row');
      const [tiempo] = await filas<{ id: number }>(
        db,
        sql`insert into tiempos (usuario_id, encargado_id, estado, iniciado_en, pausado_desde,
              actualizado_en, confirmado_en, confirmado_por, segundos_confirmados, mision, rango,
              pago_1h, pago_2h, pago_3h, pago_semanal, requisito_hrs, requisito_times,
              creditos, bono_semanal, semana, pago_id)
            values (${trabajador.id}, ${por.id}, 'confirmado', ${iso(inicio)}::timestamptz,
              ${iso(confirmado)}::timestamptz, ${iso(confirmado)}::timestamptz,
              ${iso(confirmado)}::timestamptz, ${por.id}, ${segundos}, ${mision.mision},
              ${mision.rango}, ${mision.pago_1h}, ${mision.pago_2h}, ${mision.pago_3h},
              ${mision.pago_semanal}, ${mision.requisito_hrs}, ${mision.requisito_times},
              ${creditos}, 0, ${semana}, ${pago.id})
            returning id`,
      );
      if (!tiempo) throw new Error('insert returned no row');
      const activo = foto({ estado: 'activo', encargadoId: por.id, pausadoDesde: null, segundos });
      const eventos = [
        {
          accion: 'iniciar',
          antes: null,
          despues: { ...activo, segundos: 0 },
          creado_en: inicio,
        },
        {
          accion: 'confirmar',
          antes: activo,
          despues: {
            ...foto({
              estado: 'confirmado',
              encargadoId: por.id,
              pausadoDesde: confirmado,
              segundos,
            }),
            segundos_confirmados: segundos,
            creditos,
            bono_semanal: 0,
            semana,
            pago_id: pago.id,
          },
          creado_en: confirmado,
        },
      ];
      for (const e of eventos) {
        await db.execute(
          sql`insert into tiempo_eventos (tiempo_id, actor_id, accion, antes, despues, creado_en)
              values (${tiempo.id}, ${por.id}, ${e.accion},
                      ${e.antes === null ? null : JSON.stringify(e.antes)}::jsonb,
                      ${JSON.stringify(e.despues)}::jsonb, ${iso(e.creado_en)}::timestamptz)`,
        );
      }
      return { pagoId: pago.id, tiempoId: tiempo.id, creditos };
    },
  };
}
