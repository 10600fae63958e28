import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MENSAJES_PAGA as M,
  type PagarSemanaResponse,
  type PagosResponse,
} from '@mchabbo/shared/paga/contratos';
import { semanaAnterior } from '@mchabbo/shared/paga/reglas';
import { appConPersonas } from '../../test/personas';
import { sentenciasDe, vigilar } from '../../test/sentencias';

// "Pagar todos": POST /tiempos/pagar-semana (docs/reglas.md, Pay 7.13).

const { t, h, dueno, junta, gerente } = appConPersonas('dueno', 'junta', 'gerente');
let actual: string, pasada: string;

beforeAll(async () => {
  await t.crearUsuario('Gerente2', 2);
  actual = (await lista()).semana;
  pasada = semanaAnterior(actual);
});

const H = 3600;

async function lista(query = '') {
  const res = await t.como(gerente.token, {
    method: 'GET',
    url: `/api/tiempos/calcular-creditos-confirmados${query}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PagosResponse;
}

/** One shift of `segundos` confirmed last week (confirmed now, then moved a week back). */
async function turnoPasado(usuario: string, segundos: number) {
  const { id, respuesta } = await h.turnoConfirmado(dueno.token, 'Duena', usuario, segundos);
  const { pago_id, creditos } = respuesta.tiempo as { pago_id: number; creditos: number };
  await t.database.db.execute(sql`
    update tiempos set semana = semana - 7, iniciado_en = iniciado_en - interval '7 days',
      confirmado_en = confirmado_en - interval '7 days' where id = ${id}`);
  await t.database.db.execute(sql`update pagos set semana = semana - 7 where id = ${pago_id}`);
  return { pago_id, creditos };
}

const pagarSemana = (token: string, semana: string) => h.post(token, 'pagar-semana', { semana });

/** How many audit rows and notifications tell that this entry was paid. */
async function rastro(pagoId: number) {
  const [fila] = await h.filas<{ auditoria: number; avisos: number }>(sql`
    select
      (select count(*)::int from auditoria a where a.tipo = 'pago' and a.accion = 'pagado'
        and (a.despues->>'pagoId')::int = ${pagoId}) as auditoria,
      (select count(*)::int from notificaciones n join pagos p on p.usuario_id = n.usuario_id
        where p.id = ${pagoId} and n.tipo = 'pago.pagado') as avisos`);
  return fila;
}

describe('pay a whole week that has ended', () => {
  it('refuses the week in course, a later one, a day that is not a Monday and non-admins', async () => {
    await t.crearUsuario('Cocinero0', 5);
    const siguiente = new Date(Date.parse(`${actual}T00:00:00Z`) + 7 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    for (const semana of [actual, siguiente]) {
      const res = await pagarSemana(gerente.token, semana);
      expect(res.statusCode, semana).toBe(409);
      expect(res.json()).toEqual({ message: M.semanaEnCurso });
    }
    for (const semana of ['2026-11-25', '2026-02-30', 'ayer', '']) {
      const res = await pagarSemana(gerente.token, semana);
      expect(res.statusCode, semana).toBe(400);
      expect(res.json()).toEqual({ message: M.semanaLunes });
    }
    const chef = await t.crearUsuario('Chef1', 3);
    expect((await pagarSemana(chef.token, pasada)).statusCode).toBe(403);
    expect((await pagarSemana('', pasada)).statusCode).toBe(401);
  });

  it('pays each entry with credits it may pay, once, and says whom it left and why', async () => {
    await t.crearUsuario('Cocinero1', 5);
    await t.crearUsuario('Cocinero2', 5);
    const chef = await t.crearUsuario('Chef2', 3);
    await h.darMision(chef.id, 'Chef ejecutivo Diamante');
    const a = await turnoPasado('Cocinero1', 2 * H + 600);
    const b = await turnoPasado('Cocinero2', 3 * H);
    await turnoPasado('Chef2', 3 * H); // weekly pay only: no credits
    await turnoPasado('Gerente1', 3 * H); // the caller's own
    await turnoPasado('Gerente2', 3 * H); // an equal rank
    // Open entries of this week wait for their week to end.
    const deHoy = await h.iniciar(dueno.token, 'Duena', 'Cocinero0');
    await h.envejecer(deHoy, 2 * H);
    expect((await h.post(dueno.token, 'confirmar', { id: deHoy })).statusCode).toBe(200);

    const res = await pagarSemana(gerente.token, pasada);
    expect(res.statusCode, res.body).toBe(200);
    const dia = pasada.split('-').reverse().join('/');
    expect(res.json()).toEqual({
      message: `Pagaste 2 entradas de la semana del ${dia}: 17 créditos.`,
      semana: pasada,
      pagadas: 2,
      creditos: 17,
      omitidas: [
        { usuario: 'Chef2', motivo: M.sinCreditos },
        { usuario: 'Gerente1', motivo: M.propio },
        { usuario: 'Gerente2', motivo: M.rangoInferior },
      ],
    });
    const semana = (await lista(`?semana=${pasada}`)).resultados;
    for (const [pago, creditos] of [
      [a, 7],
      [b, 10],
    ] as const) {
      expect(semana.find((p) => p.id === pago.pago_id)).toMatchObject({
        pagado: true,
        creditos,
        pagado_por: 'Gerente1',
        puede_pagar: false,
      });
      expect(await rastro(pago.pago_id)).toEqual({ auditoria: 1, avisos: 1 });
    }
    const [aviso] = await h.filas<{ texto: string }>(sql`
      select n.texto from notificaciones n join usuarios u on u.id = n.usuario_id
      where u.username = 'Cocinero1' and n.tipo = 'pago.pagado'`);
    expect(aviso?.texto).toBe(`Gerente1 te pagó 7 créditos de la semana del ${dia}.`);
    expect((await lista()).resultados.find((p) => p.usuario === 'Cocinero0')?.pagado).toBe(false);

    // Again: nothing left to pay, the same people left.
    const otra = await pagarSemana(gerente.token, pasada);
    expect(otra.json()).toMatchObject({
      message: `No había nada que pagar en la semana del ${dia}.`,
      pagadas: 0,
      creditos: 0,
    });
    expect((otra.json() as PagarSemanaResponse).omitidas).toHaveLength(3);
  });

  it('pays each entry once when single payments and another pay-week race it', async () => {
    const nombres = Array.from({ length: 8 }, (_, i) => `Carrera${i + 1}`);
    const entradas: Array<{ pago_id: number; creditos: number }> = [];
    for (const nombre of nombres) {
      await t.crearUsuario(nombre, 5);
      entradas.push(await turnoPasado(nombre, 2 * H));
    }
    const respuestas = await Promise.all([
      pagarSemana(junta.token, pasada),
      ...entradas.map((e) => h.post(dueno.token, 'marcar-pagado', { id: e.pago_id })),
      pagarSemana(dueno.token, pasada),
    ]);
    const [semanaJunta, ...resto] = respuestas;
    const semanaDueno = resto.pop();
    const sueltas = resto;
    expect(semanaJunta?.statusCode, semanaJunta?.body).toBe(200);
    expect(semanaDueno?.statusCode, semanaDueno?.body).toBe(200);
    for (const r of sueltas) {
      expect([200, 409], r.body).toContain(r.statusCode);
      if (r.statusCode === 409) expect(r.json()).toEqual({ message: M.yaPagado });
    }
    const porSemana = [semanaJunta, semanaDueno].map((r) => r?.json() as PagarSemanaResponse);
    const exitosSueltos = sueltas.filter((r) => r.statusCode === 200);
    // Every entry was paid by exactly one of the requests, with its credits.
    expect(porSemana.reduce((s, r) => s + r.pagadas, 0) + exitosSueltos.length).toBe(8);
    expect(
      porSemana.reduce((s, r) => s + r.creditos, 0) +
        exitosSueltos.reduce((s, r) => s + (r.json().pago.creditos as number), 0),
    ).toBe(8 * 7);
    for (const e of entradas) expect(await rastro(e.pago_id)).toEqual({ auditoria: 1, avisos: 1 });
    const desfases = await h.filas(sql`
      select p.id from pagos p where p.pagado and p.creditos <>
        (select coalesce(sum(t.creditos + t.bono_semanal), 0) from tiempos t
         where t.pago_id = p.id and t.estado = 'confirmado')`);
    expect(desfases).toEqual([]);
  });
});

type ConMetodos = Record<string, (...a: unknown[]) => unknown>;

/**
 * Counts the statements `hacer` sends to the database, those of its transactions
 * included: the driver's `query` (and on PGlite `exec`, which runs kept statements), on
 * the database and on each transaction's own connection; only `hacer`'s own (see
 * `sentenciasDe`).
 */
async function contarSentencias<T>(hacer: () => Promise<T>) {
  const restaurar: Array<() => void> = [];
  const espiar = (objeto: unknown) => {
    for (const metodo of ['query', 'exec']) restaurar.push(vigilar(objeto as object, metodo));
  };
  const { pglite, pool } = t.database as unknown as { pglite?: ConMetodos; pool?: ConMetodos };
  if (pglite) {
    espiar(pglite);
    const transaccion = pglite.transaction?.bind(pglite);
    if (transaccion) {
      pglite.transaction = (...args: unknown[]) => {
        const callback = args[0] as (tx: unknown) => Promise<unknown>;
        return transaccion((tx: unknown) => {
          espiar(tx);
          return callback(tx);
        });
      };
      restaurar.push(() => delete pglite.transaction);
    }
  } else if (pool) {
    espiar(pool);
    const conectar = pool.connect?.bind(pool);
    if (conectar) {
      pool.connect = (...args: unknown[]) => {
        // The pool's own `query` connects with a callback: those statements are counted there.
        if (args.length > 0) return conectar(...args);
        return (conectar() as Promise<unknown>).then((cliente) => {
          espiar(cliente);
          return cliente;
        });
      };
      restaurar.push(() => delete pool.connect);
    }
  }
  try {
    const { resultado: valor, textos } = await sentenciasDe([], hacer);
    return { valor, sentencias: textos.length };
  } finally {
    for (const deshacer of restaurar.reverse()) deshacer();
  }
}

describe('a week of 300 people', () => {
  it('is paid in one request, in the same number of statements as a week of three', async () => {
    const sembrar = async (prefijo: string, n: number, semana: string) => {
      await t.database.db.execute(sql`
        with nuevos as (
          insert into usuarios (username, password_hash, nivel, mision_id)
          select ${prefijo} || g, 'x', 5, (select id from misiones where mision = 'Cocinero')
          from generate_series(1, ${n}::int) g
          returning id
        ), entradas as (
          insert into pagos (usuario_id, semana) select id, ${semana}::date from nuevos
          returning id, usuario_id
        )
        insert into tiempos (usuario_id, estado, iniciado_en, actualizado_en, pausado_desde,
          confirmado_en, segundos_confirmados, mision, rango, creditos, semana, pago_id)
        select e.usuario_id, 'confirmado', now() - interval '10 days', now(), now(),
          now() - interval '9 days', d.s, 'Cocinero', 'Cocinero', d.c, ${semana}::date, e.id
        from entradas e cross join (values (7200, 7), (3600, 4)) as d(s, c)`);
    };
    const contar = async (semana: string) => {
      const inicio = performance.now();
      const { valor: res, sentencias } = await contarSentencias(() =>
        pagarSemana(dueno.token, semana),
      );
      const ms = performance.now() - inicio;
      expect(res.statusCode, res.body).toBe(200);
      return { datos: res.json() as PagarSemanaResponse, consultas: sentencias, ms };
    };
    const antes = semanaAnterior(semanaAnterior(pasada));
    const masAntes = semanaAnterior(antes);
    await sembrar('Trio', 3, masAntes);
    await sembrar('Masivo', 300, antes);
    const pocos = await contar(masAntes);
    const muchos = await contar(antes);
    expect(pocos.datos).toMatchObject({ pagadas: 3, creditos: 33, omitidas: [] });
    expect(muchos.datos).toMatchObject({ pagadas: 300, creditos: 300 * 11, omitidas: [] });
    expect(muchos.consultas).toBeGreaterThan(0);
    expect(muchos.consultas).toBe(pocos.consultas);
    const [cuenta] = await h.filas<{ pagadas: number; auditoria: number; avisos: number }>(sql`
      select
        (select count(*)::int from pagos where semana = ${antes}::date and pagado
           and creditos = 11 and pagado_por = ${dueno.id}) as pagadas,
        (select count(*)::int from auditoria a join usuarios u on u.id = a.usuario_id
           where a.accion = 'pagado' and u.username like 'Masivo%') as auditoria,
        (select count(*)::int from notificaciones n join usuarios u on u.id = n.usuario_id
           where n.tipo = 'pago.pagado' and u.username like 'Masivo%') as avisos`);
    expect(cuenta).toEqual({ pagadas: 300, auditoria: 300, avisos: 300 });
    console.info(
      `pay-week of 300 entries: ${muchos.consultas} statements, ${muchos.ms.toFixed(0)} ms (${t.database.kind})`,
    );
  });
});
