import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { conPostgres } from '../../test/app';
import { appConPersonas } from '../../test/personas';

/**
 * Who may act on whom is read inside the write, with the rows locked
 * (docs/reglas.md, Acting on others): a dismissal or demotion that commits first makes
 * the later action fail, and an action that got there first commits before it.
 */
const { t, h } = appConPersonas();
let dueno: string;
let chefDiamante: number;
let n = 0;

beforeAll(async () => {
  dueno = (await t.crearUsuario('DuenaConc', 0)).token;
  const misiones = (await t.como(dueno, { method: 'GET', url: '/api/misiones' })).json() as Array<{
    id: number;
    mision: string;
  }>;
  chefDiamante = misiones.find((m) => m.mision === 'Chef ejecutivo Diamante')?.id ?? 0;
});

const post = (token: string, url: string, payload: object) =>
  t.como(token, { method: 'POST', url, payload });
const filas = <T>(consulta: ReturnType<typeof sql>) => h.filas<T>(consulta);

describe('a dismissal or demotion racing an action', () => {
  it('dismissing a seller while they sell: the sale commits first or is refused', async () => {
    for (let i = 0; i < 12; i++) {
      const vendedor = `Vende${++n}`;
      const comprador = `Compra${n}`;
      const v = await t.crearUsuario(vendedor, 2);
      const c = await t.crearUsuario(comprador, 7);
      const [venta, despido] = await Promise.all([
        post(v.token, '/api/ventas', { usuario: comprador, mision: chefDiamante }),
        post(dueno, '/api/despido', { usuario: vendedor, motivo: 'Carrera' }),
      ]);
      expect(despido.statusCode, despido.body).toBe(201);
      const ventas = await filas<{ n: number }>(
        sql`select count(*)::int as n from ventas where vendedor_id = ${v.id}`,
      );
      const [compra] = await filas<{ nivel: number }>(
        sql`select nivel from usuarios where id = ${c.id}`,
      );
      if (venta.statusCode === 201) {
        // The sale came first: it is there and the buyer holds the post.
        expect(ventas[0]?.n).toBe(1);
        expect(Number(compra?.nivel)).toBe(3);
      } else {
        // The dismissal came first: the seller's session ended and nothing was sold.
        expect([venta.statusCode, venta.json().message]).toEqual([
          401,
          'Tu sesión ha caducado. Inicia sesión de nuevo.',
        ]);
        // Why, read inside the write or by the guard (docs/reglas.md, Sessions 5.8).
        expect(venta.json().motivo).toBe('despido');
        expect(ventas[0]?.n).toBe(0);
        expect(Number(compra?.nivel)).toBe(7);
      }
    }
  });

  it('demoting a manager while they confirm: the shift is confirmed first or refused', async () => {
    for (let i = 0; i < 12; i++) {
      const gerente = `Gere${++n}`;
      const g = await t.crearUsuario(gerente, 2);
      await t.crearUsuario(`Coci${n}`, 5);
      const id = await h.iniciar(g.token, gerente, `Coci${n}`);
      const [confirmar, degradar] = await Promise.all([
        h.post(g.token, 'confirmar', { id }),
        t.como(dueno, { method: 'PATCH', url: `/api/user/${g.id}/role`, payload: { role: 5 } }),
      ]);
      expect(degradar.statusCode, degradar.body).toBe(200);
      const [tiempo] = await filas<{ estado: string }>(
        sql`select estado from tiempos where id = ${id}`,
      );
      if (confirmar.statusCode === 200) {
        expect(tiempo?.estado).toBe('confirmado');
      } else {
        expect(confirmar.statusCode).toBe(401);
        expect(tiempo?.estado).toBe('activo');
      }
    }
  });

  // A second connection holding a dismissal open exists only on a PostgreSQL server.
  /** Statements waiting for a row another transaction holds, seen from `otra`. */
  const esperasDeFila = async (otra: pg.Client) =>
    (
      await otra.query<{ n: number }>(
        `select count(*)::int as n from pg_locks where not granted and locktype in ('transactionid', 'tuple')`,
      )
    ).rows[0]?.n;
  conPostgres?.(
    'a sale waits for a dismissal in progress and is refused once it commits',
    async () => {
      const vendedor = `Vende${++n}`;
      const v = await t.crearUsuario(vendedor, 2);
      await t.crearUsuario(`Compra${n}`, 7);
      const otra = new pg.Client({ connectionString: t.database.pool?.options.connectionString });
      await otra.connect();
      try {
        await otra.query('begin');
        await otra.query(
          'update usuarios set nivel = 7, mision_id = null, token_version = token_version + 1 where id = $1',
          [v.id],
        );
        let terminada = false;
        const venta = post(v.token, '/api/ventas', {
          usuario: `Compra${n}`,
          mision: chefDiamante,
        }).finally(() => (terminada = true));
        // The sale reaches the seller's row and waits for the dismissal's transaction.
        await expect.poll(() => esperasDeFila(otra)).toBeGreaterThan(0);
        expect(terminada).toBe(false);
        await otra.query('commit');
        const res = await venta;
        expect([res.statusCode, res.json().message]).toEqual([
          401,
          'Tu sesión ha caducado. Inicia sesión de nuevo.',
        ]);
      } finally {
        await otra.end();
      }
    },
  );

  conPostgres?.(
    "a timer action waits for a change to the caller's row that keeps their session, then goes through",
    async () => {
      const gerente = `Gere${++n}`;
      const g = await t.crearUsuario(gerente, 2);
      await t.crearUsuario(`Coci${n}`, 5);
      const id = await h.iniciar(g.token, gerente, `Coci${n}`);
      // A board member acting on a timer someone else started: the caller is neither the
      // worker nor the timekeeper.
      const junta = await t.crearUsuario(`Junta${n}`, 1);
      const otra = new pg.Client({ connectionString: t.database.pool?.options.connectionString });
      await otra.connect();
      try {
        // As many people as a real community: the planner then finds them by primary key
        // (a nested loop), the plan under which a lock's recheck once lost the caller.
        await otra.query(
          `insert into usuarios (username, password_hash)
           select 'Relleno' || g, 'x' from generate_series(1, 2000) g`,
        );
        await otra.query('analyze usuarios');
        await otra.query('analyze tiempos');
        // What a sign-in on another device writes: the session stays valid.
        await otra.query('begin');
        await otra.query('update usuarios set ultima_vez = now() where id = $1', [junta.id]);
        let terminada = false;
        const pausa = h.post(junta.token, 'pausar', { id }).finally(() => (terminada = true));
        await expect.poll(() => esperasDeFila(otra)).toBeGreaterThan(0);
        expect(terminada).toBe(false);
        await otra.query('commit');
        const res = await pausa;
        expect([res.statusCode, res.json().message]).toEqual([200, 'Tiempo pausado']);
        const [tiempo] = await filas<{ estado: string }>(
          sql`select estado from tiempos where id = ${id}`,
        );
        expect(tiempo?.estado).toBe('pausado');
      } finally {
        await otra.end();
      }
    },
  );
});
