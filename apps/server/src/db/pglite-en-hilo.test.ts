import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteEnHilo } from './pglite-en-hilo';

let base: PgliteEnHilo;

const cuenta = async () =>
  (await base.query<{ n: number }>('select count(*)::int as n from cosas')).rows[0]?.n;

beforeAll(async () => {
  base = await PgliteEnHilo.abrir(null);
  await base.exec(`
    create table cosas (id int primary key, nombre text unique, creado_en timestamptz);
    create table contador (valor int not null);
    insert into contador values (0);`);
});
afterAll(() => base.close());

describe('PGlite in its own thread', () => {
  it('answers statements as PGlite does, dates left as text for Drizzle', async () => {
    await base.query('insert into cosas values ($1, $2, $3)', [1, 'uno', '2026-11-22T10:00:00Z']);
    const { rows, fields } = await base.query('select * from cosas where id = $1', [1]);
    expect(rows).toEqual([{ id: 1, nombre: 'uno', creado_en: '2026-11-22 10:00:00+00' }]);
    expect(fields.map((f) => f.name)).toEqual(['id', 'nombre', 'creado_en']);
    const enFilas = await base.query('select id, nombre from cosas', [], { rowMode: 'array' });
    expect(enFilas.rows).toEqual([[1, 'uno']]);
  });

  it("gives errors PostgreSQL's fields, which the app reads", async () => {
    const err = await base
      .query('insert into cosas (id, nombre) values (2, $1)', ['uno'])
      .catch((e: unknown) => e as Record<string, unknown>);
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({ code: '23505', constraint: 'cosas_nombre_key' });
    expect(await cuenta()).toBe(1);
  });

  it('commits a transaction, and rolls one back when its callback fails', async () => {
    await base.transaction(async (tx) => {
      await tx.query('insert into cosas (id, nombre) values (10, $1)', ['diez']);
      await tx.exec("insert into cosas (id, nombre) values (11, 'once')");
    });
    expect(await cuenta()).toBe(3);

    await expect(
      base.transaction(async (tx) => {
        await tx.query('insert into cosas (id, nombre) values (12, $1)', ['doce']);
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await expect(
      base.transaction(async (tx) => {
        await tx.query('delete from cosas');
        await tx.query('insert into cosas (id) values (1), (1)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await cuenta()).toBe(3);
  });

  it('runs one transaction at a time, and statements outside it wait until it ends', async () => {
    const sumas = Array.from({ length: 20 }, () =>
      base.transaction(async (tx) => {
        const { rows } = await tx.query<{ valor: number }>('select valor from contador');
        await tx.query('update contador set valor = $1', [(rows[0]?.valor ?? 0) + 1]);
      }),
    );
    await Promise.all(sumas);
    expect((await base.query('select valor from contador')).rows).toEqual([{ valor: 20 }]);

    let soltar!: () => void;
    const abierta = base.transaction(async (tx) => {
      await tx.query("insert into cosas (id, nombre) values (20, 'veinte')");
      await new Promise<void>((resolve) => (soltar = resolve));
      throw new Error('deshecha');
    });
    await expect.poll(() => soltar).toBeTypeOf('function');
    const fuera = cuenta();
    soltar();
    await expect(abierta).rejects.toThrow('deshecha');
    expect(await fuera).toBe(3);
  });

  it('delivers notifications to its listeners until they stop', async () => {
    const recibidos: string[] = [];
    const dejar = await base.listen('avisos', (datos) => recibidos.push(datos));
    await base.query("select pg_notify('avisos', 'hola')");
    await expect.poll(() => recibidos).toEqual(['hola']);
    await dejar();
    await base.query("select pg_notify('avisos', 'adiós')");
    await base.query('select 1');
    expect(recibidos).toEqual(['hola']);
  });

  it('dumps its data folder, which another opens as it was', async () => {
    const copia = await PgliteEnHilo.abrir(null, await base.dumpDataDir('none'));
    try {
      const { rows } = await copia.query('select id from cosas order by id');
      expect(rows).toEqual([{ id: 1 }, { id: 10 }, { id: 11 }]);
    } finally {
      await copia.close();
    }
    expect(copia.closed).toBe(true);
    await expect(copia.query('select 1')).rejects.toThrow('la base integrada está cerrada');
  });
});
