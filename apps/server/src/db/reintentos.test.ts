import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conPostgres, crearAppDePrueba } from '../test/app';

// The one place a transaction is retried (db/reintentos.ts, docs/desarrollo.md, Locks).
// PGlite has one connection and never aborts a transaction for another, so the case
// exists only in the PostgreSQL pass.

describe('a transaction PostgreSQL aborts as a deadlock', () => {
  it('any other failure is not run again: it ends the transaction once', async () => {
    const { database } = await crearAppDePrueba();
    let intentos = 0;
    const fallida = database.db.transaction(async (tx) => {
      intentos++;
      // division_by_zero (SQLSTATE 22012): a failure of the statement, not of a race.
      await tx.execute(sql`select 1 / (count(*) - count(*)) from usuarios`);
    });
    await expect(fallida).rejects.toThrow();
    expect(intentos).toBe(1);
  });

  conPostgres?.('is run again: two transactions that cross each other both commit', async () => {
    const { database } = await crearAppDePrueba();
    const { db } = database;
    await db.execute(sql`create table cruce (id integer primary key, n integer not null)`);
    await db.execute(sql`insert into cruce values (1, 0), (2, 0)`);

    let intentos = 0;
    let llegadas = 0;
    let ambas: () => void = () => {};
    // Resolves once both hold their first row: then each asks for the other's.
    const barrera = new Promise<void>((ok) => (ambas = ok));
    const cruzar = (primero: number, segundo: number) =>
      db.transaction(async (tx) => {
        intentos++;
        await tx.execute(sql`update cruce set n = n + 1 where id = ${primero}`);
        if (++llegadas === 2) ambas();
        await barrera;
        await tx.execute(sql`update cruce set n = n + 1 where id = ${segundo}`);
      });
    await Promise.all([cruzar(1, 2), cruzar(2, 1)]);

    const { rows } = (await db.execute(sql`select id, n from cruce order by id`)) as unknown as {
      rows: { id: number; n: number }[];
    };
    // Each row was changed once by each transaction: the one PostgreSQL chose to abort
    // was rolled back and ran a second time.
    expect(rows).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
    expect(intentos).toBe(3);
  });
});
