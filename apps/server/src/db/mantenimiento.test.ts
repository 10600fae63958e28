import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archivoMantenimiento, mantener, mantenerSiToca } from './mantenimiento';

/** A PGlite start takes seconds, more on a busy machine. */
const LENTO = 120_000;

let pg: PGlite;
let tmp: string;

beforeAll(async () => {
  pg = new PGlite();
  tmp = await mkdtemp(path.join(tmpdir(), 'mchabbo-mantenimiento-'));
}, LENTO);

afterAll(async () => {
  await pg?.close();
  await rm(tmp, { recursive: true, force: true });
});

/** Creates `tabla` with 2,000 rows of 200 characters; answers its size in bytes. */
async function llenar(tabla: string) {
  await pg.exec(`create table if not exists ${tabla} (id serial primary key, texto text not null)`);
  await pg.exec(
    `insert into ${tabla} (texto) select repeat('x', 200) from generate_series(1, 2000)`,
  );
  return tamano(tabla);
}

async function tamano(tabla: string) {
  const { rows } = await pg.query<{ bytes: number }>(
    `select pg_relation_size($1::regclass)::int as bytes`,
    [tabla],
  );
  return rows[0]?.bytes ?? NaN;
}

describe('database maintenance', () => {
  it('lets the space of removed rows be used again, which PGlite never does by itself', async () => {
    // Without it: rows removed and as many written again double the table.
    const antes = await llenar('sin_mantenimiento');
    await pg.exec('delete from sin_mantenimiento');
    expect(await llenar('sin_mantenimiento')).toBeGreaterThanOrEqual(antes * 2);

    const inicial = await llenar('con_mantenimiento');
    await pg.exec('delete from con_mantenimiento');
    await mantener(pg);
    expect(await llenar('con_mantenimiento')).toBe(inicial);
  });

  it("gives the planner statistics of the tables' data", async () => {
    await llenar('con_estadisticas');
    const columnas = () =>
      pg.query<{ n: number }>(
        `select count(*)::int as n from pg_stats where tablename = 'con_estadisticas'`,
      );
    expect((await columnas()).rows[0]?.n).toBe(0);
    await mantener(pg);
    expect((await columnas()).rows[0]?.n).toBe(2);
  });

  it('runs once a day, recorded in the data folder owner-only', async () => {
    const dia = 24 * 60 * 60 * 1000;
    const primera = new Date('2026-11-25T03:00:00Z');
    const archivo = archivoMantenimiento(tmp);

    expect(await mantenerSiToca({ pglite: pg, dataDir: tmp, ahora: primera })).toBe(true);
    expect((await readFile(archivo, 'utf8')).trim()).toBe(primera.toISOString());
    expect((await stat(archivo)).mode & 0o777).toBe(0o600);

    const casiUnDia = new Date(primera.getTime() + dia - 60_000);
    expect(await mantenerSiToca({ pglite: pg, dataDir: tmp, ahora: casiUnDia })).toBe(false);
    expect((await readFile(archivo, 'utf8')).trim()).toBe(primera.toISOString());

    const unDia = new Date(primera.getTime() + dia);
    expect(await mantenerSiToca({ pglite: pg, dataDir: tmp, ahora: unDia })).toBe(true);
    expect((await readFile(archivo, 'utf8')).trim()).toBe(unDia.toISOString());

    // A recorded time ahead of the clock (the clock was set back) does not stop it.
    expect(await mantenerSiToca({ pglite: pg, dataDir: tmp, ahora: primera })).toBe(true);
  });
});
