import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClienteDrizzle, conPlanGuardado, PARSERS_DRIZZLE } from './pglite-drizzle';

let pglite: PGlite;
let cliente: ClienteDrizzle;
const CONSULTA = 'select id, nombre, creado_en from cosas where id = $1';

beforeAll(async () => {
  pglite = new PGlite({ parsers: PARSERS_DRIZZLE });
  cliente = new ClienteDrizzle(pglite);
  await pglite.exec(`
    create table cosas (id int primary key, nombre text, creado_en timestamptz);
    insert into cosas values (1, 'uno', '2026-11-22T10:00:00Z'), (2, 'dos', null);`);
  conPlanGuardado(CONSULTA);
});
afterAll(() => pglite.close());

describe('PGlite as Drizzle uses it', () => {
  it('answers a statement with a kept plan exactly as a plain query', async () => {
    const opciones = { rowMode: 'array' as const, parsers: PARSERS_DRIZZLE };
    const plano = await pglite.query(CONSULTA, [1], opciones);
    const guardado = await cliente.query(CONSULTA, [1], opciones);
    expect(guardado.rows).toEqual(plano.rows);
    expect(guardado.rows).toEqual([[1, 'uno', '2026-11-22 10:00:00+00']]);
    expect((await cliente.query(CONSULTA, [2], opciones)).rows).toEqual([[2, 'dos', null]]);
  });

  it('keeps the plan as a prepared statement, also for transactions and after a rollback', async () => {
    const nombres = async () =>
      (await pglite.query<{ name: string }>('select name from pg_prepared_statements')).rows.map(
        (f) => f.name,
      );
    await expect(
      cliente.transaction(async (tx) => {
        expect((await tx.query(CONSULTA, [2])).rows).toEqual([
          { id: 2, nombre: 'dos', creado_en: null },
        ]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await nombres()).toEqual(['plan_guardado_1']);
    expect((await cliente.query(CONSULTA, [1])).rows).toHaveLength(1);
  });

  it('runs anything but integers as a plain query', async () => {
    const texto = 'select $1::text as valor';
    conPlanGuardado(texto);
    expect((await cliente.query(texto, ["o'brien"])).rows).toEqual([{ valor: "o'brien" }]);
    // Not an integer: PostgreSQL itself refuses it, as it would without a kept plan.
    await expect(cliente.query(CONSULTA, [1.5])).rejects.toThrow(/integer/);
  });
});
