import { gte, sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirBaseDePrueba } from '../test/app';
import type { Database } from './client';
import { consultaGuardada } from './consultas-guardadas';

const cosas = pgTable('cosas_guardadas', { id: integer('id').primaryKey() });
const contar = consultaGuardada('contar_cosas_guardadas', (base) =>
  base
    .select({ n: sql<number>`count(*)::int` })
    .from(cosas)
    .where(gte(cosas.id, sql.placeholder('desde'))),
);

let database: Database;
let borrar: () => Promise<void>;
beforeAll(async () => {
  ({ database, borrar } = await abrirBaseDePrueba());
  await database.db.execute(sql`create table cosas_guardadas (id int primary key)`);
});
afterAll(async () => {
  await database.close();
  await borrar();
});

// A kept statement is built once and then sent through whichever transaction uses it
// (it relies on Drizzle's prepared queries reaching the driver only through their
// `client`): on PostgreSQL each transaction has its own connection, and only a statement
// sent through it sees the transaction's uncommitted rows.
describe('kept statements', () => {
  it('run inside each transaction that uses them, seeing its own uncommitted rows', async () => {
    const { db } = database;
    expect(await contar(db).execute({ desde: 0 })).toEqual([{ n: 0 }]);

    await db.transaction(async (tx) => {
      await tx.insert(cosas).values({ id: 1 });
      expect(await contar(tx).execute({ desde: 0 })).toEqual([{ n: 1 }]);
    });
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(cosas).values({ id: 2 });
        expect(await contar(tx).execute({ desde: 0 })).toEqual([{ n: 2 }]);
        expect(await contar(tx).execute({ desde: 2 })).toEqual([{ n: 1 }]);
        throw new Error('deshacer');
      }),
    ).rejects.toThrow('deshacer');
    await db.transaction(async (tx) => {
      await tx.insert(cosas).values({ id: 3 });
      expect(await contar(tx).execute({ desde: 0 })).toEqual([{ n: 2 }]);
    });

    expect(await contar(db).execute({ desde: 0 })).toEqual([{ n: 2 }]);

    // Two transactions open at once (PostgreSQL only: PGlite runs one transaction at a
    // time): each sees its own row and not the other's.
    if (database.kind !== 'postgres') return;
    await expect(
      db.transaction(async (a) => {
        await a.insert(cosas).values({ id: 10 });
        expect(await contar(a).execute({ desde: 10 })).toEqual([{ n: 1 }]);
        await db.transaction(async (b) => {
          await b.insert(cosas).values({ id: 20 });
          expect(await contar(b).execute({ desde: 20 })).toEqual([{ n: 1 }]);
          expect(await contar(b).execute({ desde: 10 })).toEqual([{ n: 1 }]);
        });
        expect(await contar(a).execute({ desde: 10 })).toEqual([{ n: 2 }]);
        throw new Error('deshacer');
      }),
    ).rejects.toThrow('deshacer');
    expect(await contar(db).execute({ desde: 0 })).toEqual([{ n: 3 }]);
  });
});
