import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abrirBaseDePrueba } from './app';

/** Accounts, and the id the next account would get (PGlite copies are reused between files). */
async function estado(database: Awaited<ReturnType<typeof abrirBaseDePrueba>>['database']) {
  const { rows } = (await database.db.execute(
    sql`select (select count(*)::int from usuarios) as cuentas,
               (select count(*)::int from misiones) as misiones,
               (select last_value::int from usuarios_id_seq) as ultimo`,
  )) as unknown as { rows: Array<{ cuentas: number; misiones: number; ultimo: number }> };
  return rows[0];
}

describe('test databases', () => {
  it('start as the template, whatever the previous file wrote into the same copy', async () => {
    const primera = await abrirBaseDePrueba();
    const inicial = await estado(primera.database);
    await primera.database.db.execute(
      sql`insert into usuarios (username, password_hash, nivel) values ('Sobrante', 'x', 3)`,
    );
    await primera.database.db.execute(sql`delete from misiones`);
    await primera.database.close();
    await primera.borrar();

    const segunda = await abrirBaseDePrueba();
    expect(await estado(segunda.database)).toEqual(inicial);
    await segunda.database.close();
    await segunda.borrar();
  });
});
