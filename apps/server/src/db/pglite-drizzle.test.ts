import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentenciaPreparada } from './sentencias-preparadas';
import { ClienteDrizzle, PARSERS_DRIZZLE } from './pglite-drizzle';

let pglite: PGlite;
let cliente: ClienteDrizzle;
const CONSULTA = 'select id, nombre, creado_en from cosas where id = $1';

beforeAll(async () => {
  pglite = new PGlite({ parsers: PARSERS_DRIZZLE });
  cliente = new ClienteDrizzle(pglite);
  await pglite.exec(`
    create table cosas (id int primary key, nombre text, creado_en timestamptz);
    insert into cosas values (1, 'uno', '2026-11-22T10:00:00Z'), (2, 'dos', null);`);
});
afterAll(() => pglite.close());

describe('PGlite as Drizzle uses it', () => {
  it('answers a statement exactly as PGlite does', async () => {
    const opciones = { rowMode: 'array' as const, parsers: PARSERS_DRIZZLE };
    const plano = await pglite.query(CONSULTA, [1], opciones);
    const adaptado = await cliente.query(CONSULTA, [1], opciones);
    expect(adaptado.rows).toEqual(plano.rows);
    expect(adaptado.rows).toEqual([[1, 'uno', '2026-11-22 10:00:00+00']]);
    expect((await cliente.query(CONSULTA, [2], opciones)).rows).toEqual([[2, 'dos', null]]);
  });

  it('runs statements inside a transaction, undone by its rollback', async () => {
    await expect(
      cliente.transaction(async (tx) => {
        await tx.query(`insert into cosas values (3, 'tres', null)`);
        expect((await tx.query(CONSULTA, [3])).rows).toEqual([
          { id: 3, nombre: 'tres', creado_en: null },
        ]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await cliente.query(CONSULTA, [3])).rows).toEqual([]);
  });

  it('passes text, numbers, booleans, dates, JSON and null as bound parameters', async () => {
    const texto = `select $1::text as t, $2::numeric as n, $3::boolean as b, $4::timestamptz as d,
      $5::jsonb as j, $6::text as nada, $7::int as i, $8::date as dia`;
    // Quotes, backslashes, a statement's end and a comment: all of it stays text.
    const peligroso = `o'brien \\' '' \\\\'); drop table cosas; -- ñ 🍔\n$$ E'x'`;
    const valores = [
      peligroso,
      1.25,
      true,
      new Date('2026-11-22T10:00:00Z'),
      '{"a": "\\"b\\\\"}',
      null,
      7,
      '2026-11-23',
    ];
    const plano = await pglite.query(texto, valores);
    const adaptado = await cliente.query(texto, valores);
    expect(adaptado.rows).toEqual(plano.rows);
    expect(adaptado.rows).toEqual([
      {
        t: peligroso,
        n: '1.25',
        b: true,
        d: '2026-11-22 10:00:00+00',
        j: { a: '"b\\' },
        nada: null,
        i: 7,
        dia: '2026-11-23',
      },
    ]);
    expect((await pglite.query('select count(*)::int as n from cosas')).rows).toEqual([{ n: 2 }]);
  });

  it('refuses what the column refuses', async () => {
    await expect(cliente.query(CONSULTA, [1.5])).rejects.toThrow(/integer/);
    await expect(cliente.query(CONSULTA, ['uno'])).rejects.toThrow(/integer/);
  });
});

/**
 * What the adapter relies on in Drizzle's PGlite driver: these fail if an upgrade of
 * drizzle-orm changes it, before the adapter silently stops matching.
 */
describe('what the adapter relies on in Drizzle', () => {
  const cosas = pgTable('cosas', {
    id: integer('id').primaryKey(),
    nombre: text('nombre'),
    creadoEn: timestamp('creado_en', { withTimezone: true }),
  });

  /** PGlite behind a proxy that records what Drizzle touches and the options it passes. */
  function espiar(destino: PGlite | ClienteDrizzle) {
    const usados = new Set<string>();
    const opciones: unknown[] = [];
    const textos: string[] = [];
    const espia = new Proxy(destino, {
      get(objetivo, prop, receptor) {
        if (typeof prop === 'string') usados.add(prop);
        const valor: unknown = Reflect.get(objetivo, prop, receptor);
        if (prop === 'query' && typeof valor === 'function') {
          return (texto: string, parametros?: unknown[], opts?: unknown) => {
            textos.push(texto);
            opciones.push(opts);
            return (valor as PGlite['query']).call(objetivo, texto, parametros, opts as never);
          };
        }
        if (prop === 'exec' && typeof valor === 'function') {
          return (texto: string, opts?: unknown) => {
            textos.push(texto);
            return (valor as PGlite['exec']).call(objetivo, texto, opts as never);
          };
        }
        return typeof valor === 'function' ? (valor as () => unknown).bind(objetivo) : valor;
      },
    });
    return { espia, usados, opciones, textos };
  }

  it('calls only query and transaction on its client', async () => {
    const { espia, usados } = espiar(pglite);
    const db = drizzle({ client: espia as unknown as PGlite });
    await db.select().from(cosas).where(eq(cosas.id, 1));
    await db.transaction(async (tx) => {
      await tx.select().from(cosas);
    });
    expect([...usados].filter((p) => !['then', 'constructor'].includes(p)).sort()).toEqual([
      'query',
      'transaction',
    ]);
  });

  it('asks PGlite for exactly the parsers PGlite is opened with, all leaving text as it is', async () => {
    const { espia, opciones } = espiar(pglite);
    const db = drizzle({ client: espia as unknown as PGlite });
    const [fila] = await db.select().from(cosas).where(eq(cosas.id, 1));
    expect(fila?.creadoEn).toEqual(new Date('2026-11-22T10:00:00Z'));
    const parsers = (opciones[0] as { parsers: Record<number, (v: string) => unknown> }).parsers;
    expect(Object.keys(parsers).sort()).toEqual(Object.keys(PARSERS_DRIZZLE).sort());
    for (const parser of Object.values(parsers))
      expect(parser('2026-11-22 10:00:00+00')).toBe('2026-11-22 10:00:00+00');
  });

  it('sends a prepared query as its text with bound parameters', async () => {
    const { espia, textos } = espiar(pglite);
    const db = drizzle({
      client: new ClienteDrizzle(espia as unknown as PGlite) as unknown as PGlite,
    });
    const porId = sentenciaPreparada('cosa_por_id', (base) =>
      base
        .select()
        .from(cosas)
        .where(eq(cosas.id, sql.placeholder('id'))),
    );
    const filas = await porId(db as never).execute({ id: 2 });
    expect(filas).toEqual([{ id: 2, nombre: 'dos', creadoEn: null }]);
    expect(textos.at(-1)).toMatch(/ where "cosas"."id" = \$1$/);
  });
});
