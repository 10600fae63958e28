import { gte, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abrirBaseDePrueba } from '../test/app';
import type { Database } from './client';
import { sentenciaPreparada, crudo, paraColumna } from './sentencias-preparadas';

const cosas = pgTable('cosas_guardadas', { id: integer('id').primaryKey() });
const contar = sentenciaPreparada('contar_cosas_guardadas', (base) =>
  base
    .select({ n: sql<number>`count(*)::int` })
    .from(cosas)
    .where(gte(cosas.id, sql.placeholder('desde'))),
);

const notas = pgTable('notas_guardadas', {
  id: integer('id').primaryKey(),
  datos: jsonb('datos'),
  en: timestamp('en', { withTimezone: true }),
});
const anotar = sentenciaPreparada('anotar_notas_guardadas', (base) =>
  base.insert(notas).values({ id: sql.placeholder('id'), datos: crudo('datos'), en: crudo('en') }),
);

let database: Database;
let borrar: () => Promise<void>;
beforeAll(async () => {
  ({ database, borrar } = await abrirBaseDePrueba());
  await database.db.execute(sql`create table cosas_guardadas (id int primary key)`);
  await database.db.execute(
    sql`create table notas_guardadas (id int primary key, datos jsonb, en timestamptz)`,
  );
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

describe('raw placeholders', () => {
  it('write a missing value as SQL NULL and any other as its column sends it', async () => {
    const { db } = database;
    const anotarFila = (id: number, datos: unknown, en: Date | null) =>
      anotar(db).execute({
        id,
        datos: paraColumna(notas.datos, datos),
        en: paraColumna(notas.en, en),
      });
    await anotarFila(1, null, null);
    await anotarFila(2, { a: [1, 'dos'] }, new Date('2026-11-24T22:30:00.000Z'));
    await anotarFila(3, 'texto', null);

    const filas = await db
      .select({
        id: notas.id,
        tipo: sql<string | null>`jsonb_typeof(${notas.datos})`,
        en: sql<string | null>`to_char(${notas.en} at time zone 'UTC', 'YYYY-MM-DD HH24:MI')`,
      })
      .from(notas)
      .orderBy(notas.id);
    expect(filas).toEqual([
      { id: 1, tipo: null, en: null },
      { id: 2, tipo: 'object', en: '2026-11-24 22:30' },
      { id: 3, tipo: 'string', en: null },
    ]);
    expect(await db.select({ datos: notas.datos }).from(notas).orderBy(notas.id)).toEqual([
      { datos: null },
      { datos: { a: [1, 'dos'] } },
      { datos: 'texto' },
    ]);
  });
});
