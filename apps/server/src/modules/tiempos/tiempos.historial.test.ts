import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_PAGA } from '@mchabbo/shared/paga/contratos';
import type { PagoListado } from '@mchabbo/shared/paga/contratos';
import {
  MENSAJES_HISTORIAL as M,
  type EventoTiempo,
  type HistorialResponse,
  type TurnoHistorial,
} from '@mchabbo/shared/tiempos/historial';
import { appConPersonas, type Persona } from '../../test/personas';

const elenco = appConPersonas(
  'dueno',
  'junta',
  'gerente',
  'gerente2',
  'chef',
  'cocinero',
  'cocinero2',
);
const { t, h, dueno, junta, gerente, gerente2, chef, cocinero, cocinero2 } = elenco;

const H = 3600;

beforeAll(async () => {
  await t.crearUsuario('Lava1', 6);
});

/** One confirmed shift of `segundos` for `usuario`, run by `encargado` (the owner by default). */
async function turno(usuario: string, segundos: number, encargado = { p: dueno, n: 'Duena' }) {
  const { respuesta } = await h.turnoConfirmado(encargado.p.token, encargado.n, usuario, segundos);
  return respuesta.tiempo as {
    id: number;
    creditos: number;
    bono_semanal: number;
    pago_id: number;
  };
}

async function historial(token: string | null, query = '') {
  return t.como(token, { method: 'GET', url: `/api/tiempos/historial${query}` });
}

async function turnos(token: string, query = '') {
  const res = await historial(token, query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as HistorialResponse).turnos;
}

const anular = (token: string, payload: object) =>
  t.como(token, { method: 'POST', url: '/api/tiempos/anular', payload });

/** The worker's open entry of this pay week (listed even with no credits left). */
async function entrada(usuario: string) {
  const url = '/api/tiempos/calcular-creditos-confirmados';
  const { semana } = (await t.como(gerente.token, { method: 'GET', url })).json() as {
    semana: string;
  };
  const res = await t.como(gerente.token, { method: 'GET', url: `${url}?semana=${semana}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as { resultados: PagoListado[] }).resultados.find(
    (r) => r.usuario === usuario && !r.pagado,
  );
}

describe('shift history: who sees what', () => {
  let deCocinero: number, deLava: number, deChef: number, deGerente: number, corridoPorChef: number;
  beforeAll(async () => {
    deCocinero = (await turno('Cocinero1', 2 * H)).id;
    deLava = (await turno('Lava1', H)).id;
    deChef = (await turno('Chef1', H)).id;
    deGerente = (await turno('Gerente1', H)).id;
    corridoPorChef = (await turno('Cocinero2', H, { p: chef, n: 'Chef1' })).id;
  });

  it('shows a worker their own shifts only, with what each one paid', async () => {
    const propios = await turnos(cocinero.token);
    expect(propios.map((x) => x.id)).toEqual([deCocinero]);
    expect(propios[0]).toMatchObject({
      usuario: 'Cocinero1',
      encargado: 'Duena',
      confirmado_por: 'Duena',
      estado: 'confirmado',
      segundos_confirmados: 2 * H,
      tiempo: '2h 0m',
      creditos: 7,
      pagado: false,
      puede_anular: false,
    });
    expect(propios[0]?.semana).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses a worker who asks for someone else, even a lower rank (403)', async () => {
    for (const nombre of ['Cocinero2', 'Lava1', 'Chef1']) {
      const res = await historial(cocinero.token, `?usuario=${nombre}`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.noPuedesVer);
    }
    expect(await turnos(cocinero.token, '?usuario=Cocinero1')).toHaveLength(1);
  });

  it('shows a timekeeper their own, those they ran and lower ranks, never higher ones', async () => {
    const ids = (await turnos(chef.token)).map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([deChef, corridoPorChef, deCocinero, deLava]));
    expect(ids).not.toContain(deGerente);
    expect((await historial(chef.token, '?usuario=Gerente1')).statusCode).toBe(403);
    expect((await historial(chef.token, '?encargado=Duena')).statusCode).toBe(403);
    expect((await turnos(chef.token, '?encargado=Chef1')).map((x) => x.id)).toEqual([
      corridoPorChef,
    ]);
    expect((await turnos(chef.token, '?usuario=Lava1')).map((x) => x.id)).toEqual([deLava]);
  });

  it('shows administration the people they may act on, not equals or higher ranks', async () => {
    const ids = (await turnos(gerente.token)).map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([deGerente, deChef, deCocinero, deLava]));
    expect((await historial(gerente.token, '?usuario=Gerente2')).statusCode).toBe(403);
    expect((await historial(gerente.token, '?usuario=Junta1')).statusCode).toBe(403);
    const deChefVisto = (await turnos(gerente.token, '?usuario=Chef1'))[0];
    expect(deChefVisto).toMatchObject({ id: deChef, puede_anular: true });
    const propio = (await turnos(gerente.token, '?usuario=Gerente1'))[0];
    expect(propio).toMatchObject({ id: deGerente, puede_anular: false });
  });

  it('shows the owner every shift, newest first', async () => {
    const ids = (await turnos(dueno.token)).map((x) => x.id);
    expect(ids).toEqual(expect.arrayContaining([deGerente, deChef, deCocinero, deLava]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await turnos(junta.token, '?usuario=Gerente2')).length).toBe(0);
  });

  it('tells nobody but the owner whether a name exists: the same 403 for an unknown one', async () => {
    const invitado = await t.crearUsuario('InvitadoH', 7);
    for (const [quien, token] of [
      ['a guest', invitado.token],
      ['a worker', cocinero.token],
      ['a timekeeper', chef.token],
    ] as const) {
      for (const filtro of ['usuario', 'encargado']) {
        const existe = await historial(token, `?${filtro}=Junta1`);
        const noExiste = await historial(token, `?${filtro}=NadieConEsteNombre`);
        expect([existe.statusCode, existe.json()], `${quien} ${filtro}`).toEqual([
          403,
          { message: M.noPuedesVer },
        ]);
        expect([noExiste.statusCode, noExiste.json()], `${quien} ${filtro}`).toEqual([
          403,
          { message: M.noPuedesVer },
        ]);
      }
    }
    // A timer's story: a missing id answers as one the caller may not see.
    const deJunta = (await turno('Junta1', H)).id;
    for (const token of [invitado.token, cocinero.token, chef.token]) {
      const ajeno = await t.como(token, { method: 'GET', url: `/api/tiempos/${deJunta}/eventos` });
      const falta = await t.como(token, { method: 'GET', url: '/api/tiempos/999998/eventos' });
      expect([ajeno.statusCode, ajeno.json()]).toEqual([403, { message: M.noPuedesVer }]);
      expect([falta.statusCode, falta.json()]).toEqual([403, { message: M.noPuedesVer }]);
    }
  });

  it('answers 404 for an unknown person and 400 for bad filters', async () => {
    const res = await historial(dueno.token, '?usuario=NoExiste');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.usuarioNoExiste);
    const martes = await historial(dueno.token, '?semana=2026-11-24');
    expect(martes.statusCode).toBe(400);
    expect(martes.json().message).toBe(M.semanaInvalida);
    for (const q of [
      '?desde=2026-02-30',
      '?hasta=ayer',
      '?cursor=0',
      '?cursor=abc',
      '?formato=pdf',
    ]) {
      expect((await historial(dueno.token, q)).statusCode, q).toBe(400);
    }
    expect((await historial(null)).statusCode).toBe(401);
  });

  it('filters by pay week and by dates', async () => {
    const [propio] = await turnos(cocinero.token);
    const semana = propio?.semana ?? '';
    expect(await turnos(cocinero.token, `?semana=${semana}`)).toHaveLength(1);
    expect(await turnos(cocinero.token, '?semana=2020-01-06')).toHaveLength(0);
    expect(await turnos(cocinero.token, '?hasta=2020-01-01')).toHaveLength(0);
    const ayer = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await turnos(cocinero.token, `?desde=${ayer}`)).toHaveLength(1);
  });

  it('pages 50 shifts at a time, newest first, with a cursor', async () => {
    const lava2 = await t.crearUsuario('Lava2', 6);
    await t.database.db.execute(sql`
      insert into tiempos (usuario_id, encargado_id, estado, iniciado_en, actualizado_en,
        pausado_desde, cancelado_en, cancelado_por)
      select ${lava2.id}, ${dueno.id}, 'cancelado', now() - make_interval(hours => g),
        now(), now() - make_interval(hours => g) + interval '30 minutes',
        now() - make_interval(hours => g) + interval '30 minutes', ${dueno.id}
      from generate_series(1, 55) g`);
    const res = await historial(lava2.token);
    const primera = res.json() as HistorialResponse;
    expect(primera.turnos).toHaveLength(50);
    expect(primera.turnos[0]).toMatchObject({
      estado: 'cancelado',
      tiempo: '30m',
      semana: null,
    });
    expect(primera.siguiente).toBe(primera.turnos[49]?.id);
    const segunda = (
      await historial(lava2.token, `?cursor=${primera.siguiente}`)
    ).json() as HistorialResponse;
    expect(segunda.turnos).toHaveLength(5);
    expect(segunda.siguiente).toBeNull();
    const todos = [...primera.turnos, ...segunda.turnos].map((x) => x.id);
    expect(new Set(todos).size).toBe(55);
  });
});

describe("one timer's story", () => {
  it('tells every change in order with who made it, and the payment', async () => {
    const id = await h.iniciar(dueno.token, 'Duena', 'Cocinero2');
    await h.post(dueno.token, 'pausar', { id });
    await h.post(dueno.token, 'reanudar', { id });
    await h.post(dueno.token, 'restar-5', { id });
    await h.post(dueno.token, 'ajustar', { id, minutos: 70, tipo: 'Sumar' });
    await h.post(dueno.token, 'desligar', { id });
    await h.post(dueno.token, 'ligar', { encargado: 'Duena' });
    const conf = await h.post(dueno.token, 'confirmar', { id, confirmado: true });
    const pagoId = conf.json().tiempo.pago_id as number;
    expect((await h.post(gerente.token, 'marcar-pagado', { id: pagoId })).statusCode).toBe(200);
    const res = await t.como(cocinero2.token, { method: 'GET', url: `/api/tiempos/${id}/eventos` });
    expect(res.statusCode, res.body).toBe(200);
    const eventos = (res.json() as { eventos: EventoTiempo[] }).eventos;
    expect(eventos.map((e) => e.accion)).toEqual([
      'iniciar',
      'pausar',
      'reanudar',
      'restar-5',
      'ajustar',
      'desligar',
      'ligar',
      'confirmar',
      'pagar',
    ]);
    expect(eventos[0]).toMatchObject({ actor: 'Duena', antes: null, motivo: null });
    expect(eventos.at(-1)).toMatchObject({ actor: 'Gerente1', despues: { pagado: true } });
    // -5 on a timer that had barely started leaves it at zero; then 70 minutes are added.
    expect(eventos[4]?.despues?.ajuste_segundos).toBe(70 * 60);
  });

  it('has the history visibility: 403 for others, 404 for an unknown timer', async () => {
    const { id } = await turno('Lava1', H);
    const ajeno = await t.como(cocinero.token, {
      method: 'GET',
      url: `/api/tiempos/${id}/eventos`,
    });
    expect(ajeno.statusCode).toBe(403);
    expect(ajeno.json().message).toBe(M.noPuedesVer);
    const deArriba = (await turno('Gerente1', H)).id;
    const chefPide = await t.como(chef.token, {
      method: 'GET',
      url: `/api/tiempos/${deArriba}/eventos`,
    });
    expect(chefPide.statusCode).toBe(403);
    expect(
      (await t.como(chef.token, { method: 'GET', url: `/api/tiempos/${id}/eventos` })).statusCode,
    ).toBe(200);
    const nada = await t.como(dueno.token, { method: 'GET', url: '/api/tiempos/999999/eventos' });
    expect(nada.statusCode).toBe(404);
    expect(nada.json().message).toBe(M.noExiste);
  });
});

describe('voiding a confirmed shift', () => {
  it('refuses without a reason, with a reason too long, or with unknown fields (400)', async () => {
    const { id } = await turno('Cocinero1', H);
    for (const payload of [
      { id },
      { id, motivo: '' },
      { id, motivo: '   ' },
      { id, motivo: 'x'.repeat(501) },
      { id, motivo: 5 },
      { id, motivo: 'ok', extra: 1 },
    ]) {
      const res = await anular(gerente.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await anular(gerente.token, { id })).json().message).toBe(M.motivo);
    expect((await anular(gerente.token, { id, motivo: 'x'.repeat(500) })).statusCode).toBe(200);
  });

  it('refuses a timekeeper, one’s own shift, an equal and a higher rank (403), and an unknown shift (404)', async () => {
    const deCocinero = (await turno('Cocinero1', H)).id;
    const res = await anular(chef.token, { id: deCocinero, motivo: 'error' });
    expect(res.statusCode).toBe(403);
    const propio = (await turno('Gerente1', H)).id;
    const r1 = await anular(gerente.token, { id: propio, motivo: 'error' });
    expect(r1.statusCode).toBe(403);
    expect(r1.json().message).toBe(M.propio);
    const r2 = await anular(gerente2.token, { id: propio, motivo: 'error' });
    expect(r2.statusCode).toBe(403);
    expect(r2.json().message).toBe(M.rangoInferior);
    const deJunta = (await turno('Junta1', H)).id;
    expect((await anular(gerente.token, { id: deJunta, motivo: 'error' })).statusCode).toBe(403);
    const r3 = await anular(gerente.token, { id: 999_999, motivo: 'error' });
    expect(r3.statusCode).toBe(404);
    expect(r3.json().message).toBe(M.noExiste);
    // Nothing changed.
    const [fila] = await turnos(dueno.token, '?usuario=Gerente1');
    expect(fila).toMatchObject({ id: propio, estado: 'confirmado' });
  });

  it('refuses a second void, an open timer and a cancelled one (409)', async () => {
    const { id } = await turno('Cocinero2', H);
    expect((await anular(gerente.token, { id, motivo: 'doble' })).statusCode).toBe(200);
    const otra = await anular(gerente.token, { id, motivo: 'doble' });
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toBe(M.yaAnulado);
    const abierto = await h.iniciar(dueno.token, 'Duena', 'Cocinero2');
    const r1 = await anular(gerente.token, { id: abierto, motivo: 'abierto' });
    expect(r1.statusCode).toBe(409);
    expect(r1.json().message).toBe(M.noConfirmado);
    await t.como(dueno.token, { method: 'DELETE', url: `/api/tiempos/${abierto}` });
    expect((await anular(gerente.token, { id: abierto, motivo: 'cancelado' })).statusCode).toBe(
      409,
    );
    // A voided shift cannot be operated again either.
    expect((await h.post(dueno.token, 'confirmar', { id, confirmado: true })).statusCode).toBe(409);
  });

  it('refuses a shift whose pay entry is paid (409), leaving the paid amount alone', async () => {
    const a = await turno('Lava1', 2 * H);
    expect((await h.post(gerente.token, 'marcar-pagado', { id: a.pago_id })).statusCode).toBe(200);
    const res = await anular(gerente.token, { id: a.id, motivo: 'tarde' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Esa semana ya está pagada; no se puede anular.');
    const [fila] = await turnos(dueno.token, '?usuario=Lava1');
    expect(fila).toMatchObject({
      id: a.id,
      estado: 'confirmado',
      pagado: true,
      puede_anular: false,
    });
    const otra = await h.post(gerente.token, 'marcar-pagado', { id: a.pago_id });
    expect(otra.json().message).toBe(MENSAJES_PAGA.yaPagado);
  });

  it('takes the credits out of the entry and recomputes the weekly pay exactly', async () => {
    // Chef ejecutivo Diamante: 70 weekly after three shifts of 3 h in the week.
    const chef2 = await t.crearUsuario('Chef2', 3);
    const a = await turno('Chef2', 3 * H);
    const b = await turno('Chef2', 3 * H);
    const c = await turno('Chef2', 3 * H);
    const d = await turno('Chef2', 4 * H);
    expect([a, b, c, d].map((x) => x.bono_semanal)).toEqual([0, 0, 70, 0]);
    expect(await entrada('Chef2')).toMatchObject({ creditos: 70, turnos: 4, bono_semanal: 70 });
    const totalAntes = (
      await t.como(chef2.token, { method: 'GET', url: '/api/tiempos/mios' })
    ).json();

    // Voiding the first: the fourth now completes the requirement and carries the weekly pay.
    const res = await anular(gerente.token, { id: a.id, motivo: 'Turno duplicado' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.anulado,
      turno: { id: a.id, estado: 'anulado', anulado_por: 'Gerente1', motivo: 'Turno duplicado' },
    });
    const porId = new Map((await turnos(dueno.token, '?usuario=Chef2')).map((x) => [x.id, x]));
    expect([a, b, c, d].map((x) => porId.get(x.id)?.bono_semanal)).toEqual([0, 0, 0, 70]);
    expect(await entrada('Chef2')).toMatchObject({
      creditos: 70,
      turnos: 3,
      segundos: 10 * H,
      bono_semanal: 70,
    });
    const totalDespues = (
      await t.como(chef2.token, { method: 'GET', url: '/api/tiempos/mios' })
    ).json();
    expect(totalDespues.segundos_total).toBe(totalAntes.segundos_total - 3 * H);
    expect(totalDespues.segundos_semana).toBe(totalAntes.segundos_semana - 3 * H);

    // Voiding another: two shifts of 3 h remain, the week loses its weekly pay.
    expect((await anular(gerente.token, { id: d.id, motivo: 'No trabajó' })).statusCode).toBe(200);
    expect(await entrada('Chef2')).toMatchObject({ creditos: 0, turnos: 2, bono_semanal: 0 });
    const despues = await turnos(dueno.token, '?usuario=Chef2');
    expect(despues.map((x) => [x.id, x.estado, x.bono_semanal])).toEqual([
      [d.id, 'anulado', 0],
      [c.id, 'confirmado', 0],
      [b.id, 'confirmado', 0],
      [a.id, 'anulado', 0],
    ]);
    // The story of the shift that carried the weekly pay tells why it moved.
    const historia = (
      await t.como(dueno.token, { method: 'GET', url: `/api/tiempos/${c.id}/eventos` })
    ).json() as { eventos: EventoTiempo[] };
    expect(historia.eventos.map((e) => e.accion)).toEqual(['iniciar', 'confirmar', 'recalcular']);
    const anulada = (
      await t.como(dueno.token, { method: 'GET', url: `/api/tiempos/${a.id}/eventos` })
    ).json() as { eventos: EventoTiempo[] };
    expect(anulada.eventos.at(-1)).toMatchObject({
      accion: 'anular',
      actor: 'Gerente1',
      motivo: 'Turno duplicado',
    });
  });

  it('keeps the shift pay of a Cocinero out of the entry once voided', async () => {
    const cocinero3 = await t.crearUsuario('Cocinero3', 5);
    const a = await turno('Cocinero3', 2 * H + 600);
    await turno('Cocinero3', 3 * H);
    expect(await entrada('Cocinero3')).toMatchObject({ creditos: 17, turnos: 2 });
    expect((await anular(dueno.token, { id: a.id, motivo: 'Error' })).statusCode).toBe(200);
    expect(await entrada('Cocinero3')).toMatchObject({ creditos: 10, turnos: 1, segundos: 3 * H });
    const [primero] = (await turnos(cocinero3.token)).filter((x: TurnoHistorial) => x.id === a.id);
    expect(primero).toMatchObject({ estado: 'anulado', creditos: 7, puede_anular: false });
  });
});

describe('a page already read', () => {
  it('shows a confirmation, a void and a payment at once, to each caller as they see it', async () => {
    const cocinero4 = await t.crearUsuario('Cocinero4', 5);
    const pagina = (p: Persona) => turnos(p.token, '?usuario=Cocinero4');
    expect(await pagina(gerente)).toEqual([]);
    expect(await pagina(gerente)).toEqual([]);
    const a = await turno('Cocinero4', H);
    expect(await pagina(gerente)).toMatchObject([
      { id: a.id, estado: 'confirmado', puede_anular: true },
    ]);
    // The same page for the worker: their own shift, which they may not void.
    expect(await pagina(cocinero4)).toMatchObject([
      { id: a.id, estado: 'confirmado', puede_anular: false },
    ]);
    expect((await anular(dueno.token, { id: a.id, motivo: 'Error' })).statusCode).toBe(200);
    const anulado = { id: a.id, estado: 'anulado', anulado_por: 'Duena', motivo: 'Error' };
    expect(await pagina(gerente)).toMatchObject([{ ...anulado, puede_anular: false }]);
    expect(await pagina(cocinero4)).toMatchObject([anulado]);
    const b = await turno('Cocinero4', H);
    expect((await pagina(gerente)).map((x) => [x.id, x.pagado])).toEqual([
      [b.id, false],
      [a.id, false],
    ]);
    expect((await h.post(gerente.token, 'marcar-pagado', { id: b.pago_id })).statusCode).toBe(200);
    expect(await pagina(gerente)).toMatchObject([
      { id: b.id, pagado: true, puede_anular: false },
      { id: a.id },
    ]);
  });
});

describe('spreadsheets', () => {
  async function leer(cuerpo: Buffer) {
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(cuerpo as unknown as ArrayBuffer);
    const hoja = libro.worksheets[0];
    if (!hoja) throw new Error('sin hoja');
    const filas: unknown[][] = [];
    hoja.eachRow((fila) => filas.push((fila.values as unknown[]).slice(1)));
    return filas;
  }

  it('answers the history as a real .xlsx: Spanish headers, numbers, dates and totals', async () => {
    const res = await historial(dueno.token, '?usuario=Cocinero3&formato=xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('historial.xlsx');
    const filas = await leer(res.rawPayload);
    expect(filas[0]).toEqual([
      'Usuario',
      'Encargado',
      'Confirmado por',
      'Rango',
      'Misión',
      'Inicio',
      'Confirmado',
      'Horas',
      'Créditos',
      'Pago semanal',
      'Semana',
      'Estado',
      'Pagado',
      'Motivo',
    ]);
    expect(filas).toHaveLength(4);
    const [, ultimo, primero, total] = filas;
    expect(ultimo?.[0]).toBe('Cocinero3');
    expect(ultimo?.[7]).toBe(3);
    expect(ultimo?.[8]).toBe(10);
    expect(ultimo?.[5]).toBeInstanceOf(Date);
    expect(ultimo?.[10]).toBeInstanceOf(Date);
    expect(primero?.[11]).toBe('Anulado');
    expect(primero?.[13]).toBe('Error');
    expect(total?.[0]).toBe('Total');
    expect(total?.[7]).toBeCloseTo(3 + 2 + 10 / 60, 2);
    expect(total?.[8]).toBe(17);
  });

  it('answers the pay list as a real .xlsx with a totals row', async () => {
    const res = await t.como(gerente.token, {
      method: 'GET',
      url: '/api/tiempos/calcular-creditos-confirmados?formato=xlsx',
    });
    expect(res.statusCode).toBe(200);
    const filas = await leer(res.rawPayload);
    expect(filas[0]?.slice(0, 5)).toEqual(['Usuario', 'Rango', 'Misión', 'Semana', 'Turnos']);
    const json = (
      await t.como(gerente.token, {
        method: 'GET',
        url: '/api/tiempos/calcular-creditos-confirmados',
      })
    ).json() as { resultados: PagoListado[] };
    expect(filas).toHaveLength(json.resultados.length + 2);
    const cocinero3 = filas.find((f) => f[0] === 'Cocinero3');
    expect(cocinero3?.[8]).toBe(10);
    expect(cocinero3?.[3]).toBeInstanceOf(Date);
    const total = filas.at(-1);
    expect(total?.[0]).toBe('Total');
    expect(total?.[8]).toBe(json.resultados.reduce((s, r) => s + r.creditos, 0));
  });

  it('is the administration’s only for the pay list', async () => {
    const res = await t.como(chef.token, {
      method: 'GET',
      url: '/api/tiempos/calcular-creditos-confirmados?formato=xlsx',
    });
    expect(res.statusCode).toBe(403);
  });
});
