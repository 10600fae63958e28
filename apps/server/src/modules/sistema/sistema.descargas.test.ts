import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inicioSemanaPaga, semanaAnterior } from '@mchabbo/shared/paga/reglas';
import { MENSAJE_DESCARGA_OCUPADA } from '../../lib/descargas';
import { appConPersonas } from '../../test/personas';
import { filasDeXlsx as filasDe } from '../../test/xlsx';

// Spreadsheets are read and written a page at a time and only a few at once
// (docs/reglas.md, History and corrections 22.3 and 22.7). A file of many pages must hold
// every row once, in the list's order, and a download asked for while the places are
// taken answers 429.

const { t, h, dueno, gerente, chef } = appConPersonas('dueno', 'gerente', 'chef');

const TURNOS = 1_203;
const PERSONAS = 230;

const historialXlsx = (token: string, consulta = '') =>
  t.como(token, { method: 'GET', url: `/api/tiempos/historial?formato=xlsx${consulta}` });
const pagaXlsx = (token: string) =>
  t.como(token, { method: 'GET', url: '/api/tiempos/calcular-creditos-confirmados?formato=xlsx' });

describe('spreadsheets of many pages', () => {
  it('the history holds every shift once, newest first, with the totals of all of them', async () => {
    const w = await t.crearUsuario('Largo1', 5);
    const lunes = inicioSemanaPaga(new Date());
    const [pago] = await h.filas<{ id: number }>(
      sql`insert into pagos (usuario_id, semana) values (${w.id}, ${lunes}) returning id`,
    );
    await h.filas(sql`
      insert into tiempos (usuario_id, encargado_id, estado, iniciado_en, pausado_desde,
        actualizado_en, confirmado_en, confirmado_por, segundos_confirmados, creditos,
        bono_semanal, semana, pago_id)
      select ${w.id}, ${chef.id}, 'confirmado', now() - make_interval(hours => n),
        now() - make_interval(hours => n), now(), now(), ${chef.id}, 3600, n, 0, ${lunes}, ${pago?.id}
      from generate_series(1, ${TURNOS}) n`);
    const ids = (
      await h.filas<{ id: number }>(
        sql`select id from tiempos where usuario_id = ${w.id} order by id desc`,
      )
    ).map((f) => Number(f.id));

    const res = await historialXlsx(dueno.token, '&usuario=Largo1');
    expect(res.statusCode).toBe(200);
    const filas = await filasDe(res.rawPayload);
    // Headers, every shift, totals.
    expect(filas).toHaveLength(TURNOS + 2);
    const creditos = filas.slice(1, -1).map((f) => f[8]);
    // Shift n earned n credits and got a larger id than shift n - 1: newest first is
    // n = TURNOS, …, 1.
    expect(ids).toHaveLength(TURNOS);
    expect(creditos).toEqual(Array.from({ length: TURNOS }, (_, i) => TURNOS - i));
    expect(filas.at(-1)?.[0]).toBe('Total');
    expect(filas.at(-1)?.[8]).toBe((TURNOS * (TURNOS + 1)) / 2);
    expect(filas.at(-1)?.[7]).toBe(TURNOS);
  });

  it('the pay list holds every entry once, in the order the list shows them', async () => {
    const semana = semanaAnterior(inicioSemanaPaga(new Date()));
    await h.filas(sql`
      with nuevos as (
        insert into usuarios (username, password_hash, nivel)
        select 'Paga' || lpad(n::text, 3, '0'), 'x', 6 from generate_series(1, ${PERSONAS}) n
        returning id, username
      ), entradas as (
        insert into pagos (usuario_id, semana)
        select id, ${semana} from nuevos returning id, usuario_id
      )
      insert into tiempos (usuario_id, encargado_id, estado, iniciado_en, pausado_desde,
        actualizado_en, confirmado_en, confirmado_por, segundos_confirmados, creditos,
        bono_semanal, semana, pago_id)
      select e.usuario_id, ${chef.id}, 'confirmado', now() - interval '2 hours', now(), now(),
        now(), ${chef.id}, 7200, 5, 0, ${semana}, e.id
      from entradas e`);
    const lista = await t.como(gerente.token, {
      method: 'GET',
      url: '/api/tiempos/calcular-creditos-confirmados',
    });
    const esperadas = (lista.json().resultados as Array<{ usuario: string }>).map((r) => r.usuario);
    expect(esperadas.length).toBeGreaterThanOrEqual(PERSONAS);

    const res = await pagaXlsx(gerente.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('lista-de-paga.xlsx');
    const filas = await filasDe(res.rawPayload);
    expect(filas.slice(1, -1).map((f) => f[0])).toEqual(esperadas);
    expect(filas.at(-1)?.[0]).toBe('Total');
  });
});

describe('downloads at once (docs/reglas.md, History and corrections 22.7)', () => {
  it('one person gets one at a time: another answers 429 until the first ends', async () => {
    const devolver = t.app.descargas.tomar(chef.id);
    const ocupada = await historialXlsx(chef.token);
    expect(ocupada.statusCode).toBe(429);
    expect(ocupada.json()).toEqual({ message: MENSAJE_DESCARGA_OCUPADA });
    // The pay list counts too: one place per person, whatever the file.
    const otra = await pagaXlsx(gerente.token);
    expect(otra.statusCode).toBe(200);
    devolver();
    expect((await historialXlsx(chef.token)).statusCode).toBe(200);
  });

  it('the server writes two at once: a third person waits for a free place', async () => {
    const devolver = [t.app.descargas.tomar(dueno.id), t.app.descargas.tomar(gerente.id)];
    const ocupada = await historialXlsx(chef.token);
    expect(ocupada.statusCode).toBe(429);
    expect(ocupada.json()).toEqual({ message: MENSAJE_DESCARGA_OCUPADA });
    for (const d of devolver) d();
    expect((await historialXlsx(chef.token)).statusCode).toBe(200);
  });

  it('a refused filter gives the place back at once', async () => {
    const res = await historialXlsx(chef.token, '&usuario=NoExiste');
    // An unknown name, to a timekeeper: the same 403 as a person they may not see.
    expect(res.statusCode).toBe(403);
    expect((await historialXlsx(chef.token)).statusCode).toBe(200);
  });
});
