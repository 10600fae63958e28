import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_PAGA as M } from '@mchabbo/shared/paga/contratos';
import type { PagoListado } from '@mchabbo/shared/paga/contratos';
import { appConPersonas } from '../../test/personas';
import { sentenciasDe } from '../../test/sentencias';

const elenco = appConPersonas('dueno', 'junta', 'gerente', 'gerente2', 'chef');
const { t, h, dueno, junta, gerente, gerente2, chef } = elenco;

const H = 3600;

/** One confirmed shift of `segundos`, run by the owner; returns the confirmation. */
async function turno(usuario: string, segundos: number) {
  const { respuesta } = await h.turnoConfirmado(dueno.token, 'Duena', usuario, segundos);
  return respuesta.tiempo as { creditos: number; bono_semanal: number; pago_id: number };
}

async function lista(token = gerente.token, query = '') {
  const res = await t.como(token, {
    method: 'GET',
    url: `/api/tiempos/calcular-creditos-confirmados${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    semana: string;
    resultados: PagoListado[];
    total_pendiente: number;
    personas_pendientes: number;
  };
}

const pagar = (token: string, id: number) => h.post(token, 'marcar-pagado', { id });

describe('pay by rank: per shift by length, weekly once the requirement is met', () => {
  it('pays a Cocinero shift of 2h 10m with 7 credits, one entry per week', async () => {
    await t.crearUsuario('Cocinero1', 5);
    const primero = await turno('Cocinero1', 2 * H + 600);
    expect(primero).toMatchObject({ creditos: 7, bono_semanal: 0 });
    expect(await turno('Cocinero1', 59 * 60)).toMatchObject({ creditos: 0 });
    const tercero = await turno('Cocinero1', 3 * H);
    expect(tercero).toMatchObject({ creditos: 10, pago_id: primero.pago_id });
    const { resultados, semana } = await lista();
    const entrada = resultados.find((r) => r.usuario === 'Cocinero1');
    expect(entrada).toMatchObject({
      id: primero.pago_id,
      mision: 'Cocinero',
      rango: 'Cocinero',
      creditos: 17,
      pagado: false,
      semana,
      turnos: 3,
      segundos: 2 * H + 600 + 59 * 60 + 3 * H,
      tiempo: '6h 9m',
      creditos_turnos: 17,
      bono_semanal: 0,
      puede_pagar: true,
    });
    expect(new Date(`${semana}T12:00:00Z`).getUTCDay()).toBe(1);
  });

  it('gives a Chef ejecutivo Diamante 70 weekly after 3 shifts of 3h, once', async () => {
    await t.crearUsuario('Chef2', 3);
    expect(await turno('Chef2', 3 * H)).toMatchObject({ creditos: 0, bono_semanal: 0 });
    expect(await turno('Chef2', 2 * H + 3599)).toMatchObject({ bono_semanal: 0 });
    expect(await turno('Chef2', 3 * H + 60)).toMatchObject({ bono_semanal: 0 });
    expect(await turno('Chef2', 4 * H)).toMatchObject({ creditos: 0, bono_semanal: 70 });
    expect(await turno('Chef2', 5 * H)).toMatchObject({ bono_semanal: 0 });
    const entrada = (await lista()).resultados.find((r) => r.usuario === 'Chef2');
    expect(entrada).toMatchObject({
      mision: 'Chef ejecutivo Diamante',
      creditos: 70,
      bono_semanal: 70,
      turnos: 5,
    });
  });

  it('counts the weekly pay once across a paid entry and the next one', async () => {
    const capitan = await t.crearUsuario('Capitan1', 3);
    await h.darMision(capitan.id, 'Capitán de meseros Diamante');
    const a = await turno('Capitan1', 2 * H);
    expect(a).toMatchObject({ creditos: 70, bono_semanal: 0 });
    expect((await pagar(gerente.token, a.pago_id)).statusCode).toBe(200);
    const b = await turno('Capitan1', 2 * H);
    expect(b).toMatchObject({ creditos: 70, bono_semanal: 70 });
    expect(b.pago_id).not.toBe(a.pago_id);
    expect(await turno('Capitan1', 2 * H)).toMatchObject({ bono_semanal: 0, pago_id: b.pago_id });
    const filas = (await lista()).resultados.filter((r) => r.usuario === 'Capitan1');
    expect(filas.map((f) => [f.pagado, f.creditos])).toEqual([
      [false, 210],
      [true, 70],
    ]);
  });

  it('keeps the mission as it was: a later catalog edit does not change the pay', async () => {
    await t.crearUsuario('Lavaloza1', 6);
    const antes = await turno('Lavaloza1', H);
    await t.database.db.execute(sql`update misiones set pago_1h = 99 where mision = 'Lavaloza'`);
    try {
      const entrada = (await lista()).resultados.find((r) => r.id === antes.pago_id);
      expect(entrada?.creditos).toBe(3);
    } finally {
      await t.database.db.execute(sql`update misiones set pago_1h = 3 where mision = 'Lavaloza'`);
    }
  });
});

describe('Pagar', () => {
  it('settles an entry once; what is confirmed later goes into a new entry', async () => {
    await t.crearUsuario('Cocinero2', 5);
    const { pago_id } = await turno('Cocinero2', 2 * H);
    const res = await pagar(gerente.token, pago_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      // Named like the week's payment (docs/reglas.md, Pay 7.9).
      message: expect.stringMatching(
        /^Pagaste 7 créditos a Cocinero2 de la semana del \d\d\/\d\d\/\d{4}\.$/,
      ),
      pago: { id: pago_id, pagado: true, creditos: 7, pagado_por: 'Gerente1', puede_pagar: false },
    });
    const otra = await pagar(gerente.token, pago_id);
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toEqual({ message: M.yaPagado });
    const nuevo = await turno('Cocinero2', 3 * H);
    expect(nuevo.pago_id).not.toBe(pago_id);
    const { resultados } = await lista();
    expect(resultados.find((r) => r.id === pago_id)).toMatchObject({ creditos: 7, pagado: true });
    expect(resultados.find((r) => r.id === nuevo.pago_id)).toMatchObject({
      creditos: 10,
      pagado: false,
    });
  });

  it('refuses paying oneself, an equal or higher rank, unknown entries and non-admins', async () => {
    const { pago_id } = await turno('Gerente1', 3 * H);
    const propio = await pagar(gerente.token, pago_id);
    expect(propio.statusCode).toBe(403);
    expect(propio.json()).toEqual({ message: M.propio });
    const igual = await pagar(gerente2.token, pago_id);
    expect(igual.json()).toEqual({ message: M.rangoInferior });
    // A manager's pay is weekly only: the entry holds no credits yet and shows in its week.
    const { semana } = await lista();
    const vista = (await lista(gerente.token, `?semana=${semana}`)).resultados;
    expect(vista.find((r) => r.id === pago_id)).toMatchObject({ creditos: 0, puede_pagar: false });
    // Nor may a higher rank pay it: an entry of 0 credits is never payable (Pay 7.11).
    const deJunta = (await lista(junta.token, `?semana=${semana}`)).resultados;
    expect(deJunta.find((r) => r.id === pago_id)?.puede_pagar).toBe(false);
    expect((await lista(junta.token)).resultados.some((r) => r.id === pago_id)).toBe(false);
    expect((await pagar(gerente.token, 999_999)).json()).toEqual({ message: M.noExiste });
    expect((await pagar(chef.token, pago_id)).statusCode).toBe(403);
    expect((await pagar('', pago_id)).statusCode).toBe(401);
    expect(
      (
        await t.como(chef.token, {
          method: 'GET',
          url: '/api/tiempos/calcular-creditos-confirmados',
        })
      ).statusCode,
    ).toBe(403);
    expect((await h.post(gerente.token, 'marcar-pagado', { id: 'x' })).statusCode).toBe(400);
    const malaSemana = await t.como(gerente.token, {
      method: 'GET',
      url: '/api/tiempos/calcular-creditos-confirmados?semana=ayer',
    });
    expect(malaSemana.json()).toEqual({ message: M.semanaInvalida });
    // A date that does not exist is the caller's mistake, never a server error.
    for (const semana of ['2026-02-30', '2026-04-31', '2026-13-01']) {
      const imposible = await t.como(gerente.token, {
        method: 'GET',
        url: `/api/tiempos/calcular-creditos-confirmados?semana=${semana}`,
      });
      expect(imposible.statusCode, semana).toBe(400);
      expect(imposible.json()).toEqual({ message: M.semanaInvalida });
    }
    const vacia = await pagar(junta.token, pago_id);
    expect(vacia.statusCode).toBe(409);
    expect(vacia.json()).toEqual({ message: M.sinCreditos });
    const [entrada] = await h.filas<{ pagado: boolean }>(
      sql`select pagado from pagos where id = ${pago_id}`,
    );
    expect(entrada?.pagado).toBe(false);
  });

  it('pays once when ten payments race', async () => {
    await t.crearUsuario('Cocinero3', 5);
    const { pago_id } = await turno('Cocinero3', 3 * H);
    const quienes = [gerente, gerente2, junta, dueno];
    const res = await Promise.all(
      Array.from({ length: 10 }, (_, i) => pagar(quienes[i % 4]?.token ?? '', pago_id)),
    );
    expect(res.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(res.filter((r) => r.statusCode === 409)).toHaveLength(9);
  });

  it('never loses credits when confirmations and payments race', async () => {
    await t.crearUsuario('Cocinero4', 5);
    for (let ronda = 0; ronda < 4; ronda++) {
      const previo = await turno('Cocinero4', H);
      const id = await h.iniciar(dueno.token, 'Duena', 'Cocinero4');
      await h.envejecer(id, 2 * H);
      const [confirmado, pagado] = await Promise.all([
        h.post(dueno.token, 'confirmar', { id }),
        pagar(gerente.token, previo.pago_id),
      ]);
      expect(confirmado.statusCode).toBe(200);
      expect([200, 409]).toContain(pagado.statusCode);
    }
    const [cuentas] = await h.filas<{ turnos: number; entradas: number }>(sql`
      select
        (select coalesce(sum(t.creditos + t.bono_semanal), 0)::int from tiempos t
           join usuarios u on u.id = t.usuario_id where u.username = 'Cocinero4') as turnos,
        (select coalesce(sum(coalesce(p.creditos, (select coalesce(sum(t.creditos + t.bono_semanal), 0)
           from tiempos t where t.pago_id = p.id))), 0)::int
           from pagos p join usuarios u on u.id = p.usuario_id where u.username = 'Cocinero4') as entradas`);
    expect(cuentas?.turnos).toBe(4 * (4 + 7));
    expect(cuentas?.entradas).toBe(cuentas?.turnos);
    // Every paid entry holds exactly the credits of its shifts.
    const desfases = await h.filas(sql`
      select p.id from pagos p where p.pagado and p.creditos <>
        (select coalesce(sum(t.creditos + t.bono_semanal), 0) from tiempos t where t.pago_id = p.id)`);
    expect(desfases).toEqual([]);
  });
});

describe('the pay list at scale', () => {
  it('computes 300 workers in a constant number of queries', async () => {
    const contar = async () => {
      // Statements go to the driver's `query`, and on PGlite kept ones to `exec`; only the
      // request's own count (not the Discord sender's sweep running beside it).
      const driver = (t.database.pglite ?? t.database.pool) as object;
      const inicio = performance.now();
      const { resultado: datos, textos } = await sentenciasDe(
        [
          [driver, 'query'],
          [driver, 'exec'],
        ],
        () => lista(dueno.token),
      );
      const ms = performance.now() - inicio;
      const consultas = textos.length;
      return { datos, consultas, ms };
    };
    // A write first, so the list is read afresh (an unchanged database answers from memory).
    await t.crearUsuario('Previo1', 7);
    const pocos = await contar();
    const { semana } = pocos.datos;

    await t.database.db.execute(sql`
      with nuevos as (
        insert into usuarios (username, password_hash, nivel, mision_id)
        select 'Masivo' || g, 'x', 5, (select id from misiones where mision = 'Cocinero')
        from generate_series(1, 300) g
        returning id
      ), entradas as (
        insert into pagos (usuario_id, semana) select id, ${semana}::date from nuevos
        returning id, usuario_id
      )
      insert into tiempos (usuario_id, estado, iniciado_en, actualizado_en, pausado_desde,
        confirmado_en, segundos_confirmados, mision, rango, creditos, semana, pago_id)
      select e.usuario_id, 'confirmado', now() - interval '3 hours', now(), now(), now(),
        d.s, 'Cocinero', 'Cocinero', d.c, ${semana}::date, e.id
      from entradas e cross join (values (7200, 7), (3600, 4)) as d(s, c)`);
    const muchos = await contar();

    const masivos = muchos.datos.resultados.filter((r) => r.usuario.startsWith('Masivo'));
    expect(masivos).toHaveLength(300);
    expect(masivos.every((r) => r.creditos === 11 && r.turnos === 2)).toBe(true);
    expect(muchos.datos.personas_pendientes).toBe(pocos.datos.personas_pendientes + 300);
    expect(muchos.consultas).toBeGreaterThan(0);
    expect(muchos.consultas).toBe(pocos.consultas);
    expect(muchos.consultas).toBeLessThanOrEqual(4);
    // Asked again with nothing changed: only the session and the snapshot are read
    // (lib/lecturas.ts). On PostgreSQL the
    // snapshot is the whole server's, so a write in another database (the test files
    // running beside this one on the same server commit every few milliseconds) also
    // makes the next call read afresh: ask until a call finds the snapshot unchanged.
    const otras: Array<Awaited<ReturnType<typeof contar>>> = [];
    for (let i = 0; i < 200 && !otras.some((o) => o.consultas === 2); i++) {
      otras.push(await contar());
    }
    for (const otra of otras) expect(otra.datos).toEqual(muchos.datos);
    expect(otras.map((o) => o.consultas)).toContain(2);
    console.info(
      `pay list of ${muchos.datos.resultados.length} entries: ${muchos.consultas} queries, ${muchos.ms.toFixed(0)} ms (${t.database.kind})`,
    );
  });
});
