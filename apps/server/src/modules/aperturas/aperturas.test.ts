import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MENSAJES_APERTURAS as M } from '@mchabbo/shared/aperturas/contratos';
import { openDatabase } from '../../db/client';
import { crearEventos } from '../../reacciones';
import { crearAppDePrueba, conPostgres, type TestApp } from '../../test/app';
import { escuchar, type Escucha } from '../../test/escucha-tcp';
import { ayudasTiempos } from '../../test/tiempos';
import { barrerAperturas } from './aperturas.service';

// Openings (docs/reglas.md, Openings), with the clock the server reads moved by the test:
// it starts on Wednesday 2026-11-04 at 13:00 in Madrid (UTC+1).
let reloj = new Date('2026-11-04T12:00:00Z');
let t: TestApp;
let h: ReturnType<typeof ayudasTiempos>;
type Persona = { id: number; token: string };
let dueno: Persona, junta: Persona, gerente: Persona, chef: Persona, chef2: Persona;
let cocinero: Persona, invitado: Persona;

beforeAll(async () => {
  t = await crearAppDePrueba({}, { reloj: () => reloj });
  h = ayudasTiempos(t);
  dueno = await t.crearUsuario('Duena', 0);
  junta = await t.crearUsuario('Junta1', 1);
  gerente = await t.crearUsuario('Gerente1', 2);
  chef = await t.crearUsuario('Chef1', 3);
  chef2 = await t.crearUsuario('Chef2', 3);
  cocinero = await t.crearUsuario('Cocinero1', 5);
  invitado = await t.crearUsuario('Invitado1', 7);
});

const get = (token: string | null, url: string) => t.como(token, { method: 'GET', url });
const aperturas = async (token: string, desde: string, hasta: string) => {
  const res = await get(token, `/api/aperturas?desde=${desde}&hasta=${hasta}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().aperturas as Array<Record<string, unknown>>;
};
const apuntar = (token: string, inicio: string) =>
  t.como(token, { method: 'POST', url: '/api/aperturas/apuntarse', payload: { inicio } });
const desapuntar = (token: string, inicio: string, usuario?: number) =>
  t.como(token, {
    method: 'DELETE',
    url: `/api/aperturas/apuntarse?inicio=${encodeURIComponent(inicio)}${usuario ? `&usuario=${usuario}` : ''}`,
  });
const especial = (token: string, payload: object) =>
  t.como(token, { method: 'POST', url: '/api/aperturas/especiales', payload });
const guardarHorario = (token: string, payload: object) =>
  t.como(token, { method: 'PUT', url: '/api/aperturas/horario', payload });
const notificaciones = async (token: string) => {
  const res = await get(token, '/api/notificaciones');
  return (res.json().notificaciones as Array<{ tipo: string; texto: string }>).filter((n) =>
    n.tipo.startsWith('apertura'),
  );
};
const DEFECTO = {
  semana: [1, 2, 3, 4, 5, 6, 7].map((dia) => ({
    dia,
    hora: '20:00',
    duracion_horas: 6,
    encargados_minimos: 1,
    nota: null,
  })),
  paises: [
    { pais: 'España', zona: 'Europe/Madrid' },
    { pais: 'Argentina', zona: 'America/Argentina/Buenos_Aires' },
    { pais: 'Brasil', zona: 'America/Sao_Paulo' },
    { pais: 'Chile', zona: 'America/Santiago' },
  ],
};

describe('the schedule', () => {
  it('answers the default to anyone: every day 20:00 in Madrid, 6 h, one manager', async () => {
    const res = await get(null, '/api/aperturas/horario');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...DEFECTO, zona_horaria: 'Europe/Madrid', cierres: [] });
    const semana = await aperturas(cocinero.token, '2026-11-02', '2026-11-08');
    expect(semana.map((a) => [a.inicio, a.fin])).toEqual(
      ['02', '03', '04', '05', '06', '07', '08'].map((d) => [
        `2026-11-${d}T19:00:00.000Z`,
        `2026-11-${Number(d) + 1 < 10 ? '0' : ''}${Number(d) + 1}T01:00:00.000Z`,
      ]),
    );
    expect(semana[0]).toMatchObject({
      titulo: null,
      encargados: [],
      encargados_minimos: 1,
      cerrado: false,
      motivo: null,
      apuntado: false,
    });
    // Past openings are no gaps; the ones to come without a manager are.
    expect(semana.map((a) => a.hueco)).toEqual([false, false, true, true, true, true, true]);
  });

  it('follows the daylight-saving changes of the community zone', async () => {
    // Europe: summer time ends on 2026-10-25 and starts on 2026-03-29.
    const otono = await aperturas(cocinero.token, '2026-10-24', '2026-10-26');
    expect(otono.map((a) => a.inicio)).toEqual([
      '2026-10-24T18:00:00.000Z',
      '2026-10-25T19:00:00.000Z',
      '2026-10-26T19:00:00.000Z',
    ]);
    const primavera = await aperturas(cocinero.token, '2026-03-28', '2026-03-29');
    expect(primavera.map((a) => a.inicio)).toEqual([
      '2026-03-28T19:00:00.000Z',
      '2026-03-29T18:00:00.000Z',
    ]);
  });

  it('refuses more than 31 days, reversed ranges and bad dates, and guests get the list', async () => {
    for (const q of ['desde=2026-11-01&hasta=2026-12-02', 'desde=2026-11-05&hasta=2026-11-04']) {
      const res = await get(cocinero.token, `/api/aperturas?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBe(M.rango);
    }
    expect((await get(cocinero.token, '/api/aperturas?desde=2026-02-30')).statusCode).toBe(400);
    expect((await aperturas(cocinero.token, '2026-11-01', '2026-12-01')).length).toBe(31);
    expect((await get(null, '/api/aperturas')).statusCode).toBe(401);
    // Without dates: today and the next six days.
    const res = await get(invitado.token, '/api/aperturas');
    expect(res.json().aperturas.map((a: { inicio: string }) => a.inicio.slice(0, 10))).toEqual([
      '2026-11-04',
      '2026-11-05',
      '2026-11-06',
      '2026-11-07',
      '2026-11-08',
      '2026-11-09',
      '2026-11-10',
    ]);
  });

  it('only the owner edits it; bad schedules are refused and nothing changes', async () => {
    expect((await guardarHorario(junta.token, DEFECTO)).statusCode).toBe(403);
    const malos: Array<[object, string]> = [
      [{ ...DEFECTO, semana: [{ ...DEFECTO.semana[0], dia: 8 }] }, M.dia],
      [{ ...DEFECTO, semana: [{ ...DEFECTO.semana[0], hora: '24:00' }] }, M.hora],
      [{ ...DEFECTO, semana: [{ ...DEFECTO.semana[0], duracion_horas: 13 }] }, M.duracion],
      [{ ...DEFECTO, semana: [{ ...DEFECTO.semana[0], encargados_minimos: 11 }] }, M.minimos],
      [{ ...DEFECTO, semana: [DEFECTO.semana[0], DEFECTO.semana[0]] }, M.repetida],
      [{ ...DEFECTO, paises: [] }, M.sinPaises],
      [{ ...DEFECTO, paises: [{ pais: 'Marte', zona: 'Marte/Olimpo' }] }, M.zona],
    ];
    for (const [payload, mensaje] of malos) {
      const res = await guardarHorario(dueno.token, payload);
      expect(res.statusCode, mensaje).toBe(400);
      expect(res.json().message).toContain(mensaje);
    }
    expect((await get(null, '/api/aperturas/horario')).json().semana).toEqual(DEFECTO.semana);
  });
});

describe('the managers report and the schedule', () => {
  it('reads its opening windows from the schedule, and follows an edit', async () => {
    await t.crearUsuario('Trabaja1', 5);
    // A shift confirmed on Wednesday 2026-11-04 at 20:30 in Madrid.
    reloj = new Date('2026-11-04T18:30:00Z');
    const id = await h.iniciar(chef2.token, 'Chef2', 'Trabaja1');
    reloj = new Date('2026-11-04T19:30:00Z');
    expect((await h.post(chef2.token, 'confirmar', { id, confirmado: true })).statusCode).toBe(200);
    const fuera = async () => {
      const res = await get(junta.token, '/api/encargados/informe?semana=2026-11-04');
      const fila = res.json().encargados.find((e: { usuario: string }) => e.usuario === 'Chef2');
      return fila.cifras.fuera_de_horario as number;
    };
    expect(await fuera()).toBe(0);
    // Wednesdays open at 22:00 from now on: 20:30 is outside.
    const semana = DEFECTO.semana.map((a) => (a.dia === 3 ? { ...a, hora: '22:00' } : a));
    const res = await guardarHorario(dueno.token, { ...DEFECTO, semana });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.horarioGuardado);
    expect(await fuera()).toBe(1);
    expect((await get(null, '/api/aperturas/horario')).json().semana[2].hora).toBe('22:00');
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from auditoria where tipo = 'apertura' and accion = 'horario'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(1);
    expect((await guardarHorario(dueno.token, DEFECTO)).statusCode).toBe(200);
    reloj = new Date('2026-11-04T12:00:00Z');
  });
});

describe('one-off openings and closed days', () => {
  it('the administration creates one; it is listed with its title; repeats and the past are refused', async () => {
    const fiesta = {
      inicio: '2026-11-06T21:00:00Z',
      duracion_horas: 3,
      titulo: 'Fiesta',
      encargados_minimos: 2,
    };
    expect((await especial(chef.token, fiesta)).statusCode).toBe(403);
    const res = await especial(gerente.token, fiesta);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Apertura «Fiesta» creada para el 06/11 22:00.');
    expect((await especial(gerente.token, fiesta)).json().message).toBe(M.ocupada);
    // At a regular opening's start.
    const encima = await especial(gerente.token, { ...fiesta, inicio: '2026-11-06T19:00:00Z' });
    expect(encima.statusCode).toBe(409);
    expect(encima.json().message).toBe(M.ocupada);
    const pasada = await especial(gerente.token, { ...fiesta, inicio: '2026-11-03T21:00:00Z' });
    expect(pasada.statusCode).toBe(400);
    expect(pasada.json().message).toBe(M.pasado);
    const dia = await aperturas(cocinero.token, '2026-11-06', '2026-11-06');
    expect(dia.map((a) => [a.inicio, a.fin, a.titulo, a.encargados_minimos])).toEqual([
      ['2026-11-06T19:00:00.000Z', '2026-11-07T01:00:00.000Z', null, 1],
      ['2026-11-06T21:00:00.000Z', '2026-11-07T00:00:00.000Z', 'Fiesta', 2],
    ]);
  });

  it('deleting one takes a reason and tells its managers', async () => {
    const inicio = '2026-11-07T21:00:00.000Z';
    const res = await especial(junta.token, {
      inicio,
      duracion_horas: 2,
      titulo: 'Torneo',
      encargados_minimos: 1,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await apuntar(chef.token, inicio)).statusCode).toBe(200);
    const [torneo] = (await aperturas(chef.token, '2026-11-07', '2026-11-07')).filter(
      (a) => a.titulo === 'Torneo',
    );
    const id = torneo?.especial_id as number;
    const borrar = (token: string, payload: object) =>
      t.como(token, { method: 'DELETE', url: `/api/aperturas/especiales/${id}`, payload });
    expect((await borrar(gerente.token, {})).statusCode).toBe(400);
    expect((await borrar(chef.token, { motivo: 'x' })).statusCode).toBe(403);
    const ok = await borrar(gerente.token, { motivo: 'Mantenimiento del hotel' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toBe('Apertura «Torneo» del 07/11 22:00 borrada.');
    expect((await borrar(gerente.token, { motivo: 'x' })).statusCode).toBe(404);
    expect(
      (await aperturas(chef.token, '2026-11-07', '2026-11-07')).some((a) => a.titulo === 'Torneo'),
    ).toBe(false);
    expect((await notificaciones(chef.token)).map((n) => n.texto)).toContain(
      'Gerente1 borró la apertura «Torneo» del 07/11 22:00, a la que estabas apuntado. Motivo: Mantenimiento del hotel',
    );
  });

  it('a closed day is listed closed with its reason, refuses sign-ups, and reopens', async () => {
    const inicio = '2026-11-09T19:00:00.000Z';
    expect((await apuntar(chef2.token, inicio)).statusCode).toBe(200);
    const res = await especial(gerente.token, {
      fecha: '2026-11-09',
      cerrado: true,
      motivo: 'Obras',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Lunes 09/11/2026 cerrado.');
    const otra = await especial(gerente.token, { fecha: '2026-11-09', cerrado: true, motivo: 'x' });
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toBe(M.yaCerrado);
    const [lunes] = await aperturas(chef.token, '2026-11-09', '2026-11-09');
    expect(lunes).toMatchObject({ inicio, cerrado: true, motivo: 'Obras', hueco: false });
    const refusal = await apuntar(chef.token, inicio);
    expect(refusal.statusCode).toBe(409);
    expect(refusal.json().message).toBe(M.cerrado);
    expect((await notificaciones(chef2.token)).map((n) => n.texto)).toContain(
      'Gerente1 cerró el restaurante el 09/11/2026: Obras. Ya no abres ese día.',
    );
    // The landing reads the closed days.
    expect((await get(null, '/api/aperturas/horario')).json().cierres).toEqual([
      { fecha: '2026-11-09', motivo: 'Obras' },
    ]);
    const pasado = await especial(gerente.token, {
      fecha: '2026-11-03',
      cerrado: true,
      motivo: 'x',
    });
    expect(pasado.statusCode).toBe(400);
    const reabrir = await t.como(gerente.token, {
      method: 'DELETE',
      url: `/api/aperturas/especiales/${lunes?.especial_id as number}`,
      payload: { motivo: 'Obras aplazadas' },
    });
    expect(reabrir.statusCode, reabrir.body).toBe(200);
    const [abierto] = await aperturas(chef.token, '2026-11-09', '2026-11-09');
    expect(abierto).toMatchObject({ cerrado: false, encargados: ['Chef2'] });
  });
});

describe('signing up', () => {
  const viernes = '2026-11-13T19:00:00.000Z';

  it('levels 1–3 sign up; the owner, workers and an instant that is no opening are refused', async () => {
    const res = await apuntar(chef.token, viernes);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Chef1, te apuntaste a abrir el 13/11 20:00.',
      apertura: { inicio: viernes, encargados: ['Chef1'], apuntado: true, hueco: false },
    });
    // Again: still once.
    expect((await apuntar(chef.token, viernes)).json().apertura.encargados).toEqual(['Chef1']);
    const duena = await apuntar(dueno.token, viernes);
    expect(duena.statusCode).toBe(403);
    expect(duena.json().message).toBe(M.soloEncargados);
    expect((await apuntar(cocinero.token, viernes)).statusCode).toBe(403);
    const nada = await apuntar(chef.token, '2026-11-13T18:00:00.000Z');
    expect(nada.statusCode).toBe(404);
    expect(nada.json().message).toBe(M.noExiste);
    const pasada = await apuntar(chef.token, '2026-11-03T19:00:00.000Z');
    expect(pasada.statusCode).toBe(409);
    expect(pasada.json().message).toBe(M.empezada);
    expect((await apuntar(chef.token, 'mañana')).statusCode).toBe(400);
  });

  it('two managers signing up at once are both on the list', async () => {
    const sabado = '2026-11-14T19:00:00.000Z';
    const [a, b] = await Promise.all([apuntar(chef.token, sabado), apuntar(chef2.token, sabado)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [dia] = await aperturas(gerente.token, '2026-11-14', '2026-11-14');
    expect([...(dia?.encargados as string[])].sort()).toEqual(['Chef1', 'Chef2']);
  });

  it('a manager on leave that day is refused', async () => {
    const pedir = await t.como(chef2.token, {
      method: 'POST',
      url: '/api/ausencias',
      payload: { desde: '2026-11-16', hasta: '2026-11-17', motivo: 'Viaje' },
    });
    expect(pedir.statusCode, pedir.body).toBe(201);
    const id = pedir.json().ausencia.id;
    const lunes = '2026-11-16T19:00:00.000Z';
    // Pending leave does not refuse; approved does.
    expect((await apuntar(chef2.token, lunes)).statusCode).toBe(200);
    expect((await desapuntar(chef2.token, lunes)).statusCode).toBe(200);
    await t.como(gerente.token, {
      method: 'PATCH',
      url: `/api/ausencias/${id}`,
      payload: { aprobada: true },
    });
    const res = await apuntar(chef2.token, lunes);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Estás de ausencia ese día.');
    expect((await apuntar(chef2.token, '2026-11-18T19:00:00.000Z')).statusCode).toBe(200);
  });

  it('taking oneself off: until an hour before; later only the administration, audited', async () => {
    const jueves = '2026-11-12T19:00:00.000Z';
    expect((await apuntar(chef.token, jueves)).statusCode).toBe(200);
    expect((await apuntar(gerente.token, jueves)).statusCode).toBe(200);
    expect((await apuntar(chef2.token, jueves)).statusCode).toBe(200);
    reloj = new Date('2026-11-12T18:30:00Z');
    const tarde = await desapuntar(chef.token, jueves);
    expect(tarde.statusCode).toBe(409);
    expect(tarde.json().message).toBe(M.tarde);
    const gerenteSale = await desapuntar(gerente.token, jueves);
    expect(gerenteSale.statusCode, gerenteSale.body).toBe(200);
    expect(gerenteSale.json().message).toBe(
      'Gerente1, ya no estás apuntado a la apertura del 12/11 20:00.',
    );
    // The administration takes someone lower off, who is told; not an equal or higher rank.
    expect((await desapuntar(chef.token, jueves, chef2.id)).statusCode).toBe(403);
    const quita = await desapuntar(gerente.token, jueves, chef.id);
    expect(quita.statusCode, quita.body).toBe(200);
    expect(quita.json().apertura.encargados).toEqual(['Chef2']);
    expect((await notificaciones(chef.token)).map((n) => n.texto)).toContain(
      'Gerente1 te quitó de la apertura del 12/11 20:00.',
    );
    const otra = await desapuntar(gerente.token, jueves, chef.id);
    expect(otra.statusCode).toBe(409);
    expect(otra.json().message).toBe(M.noApuntado);
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from auditoria where tipo = 'apertura' and accion = 'baja'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(2);
    reloj = new Date('2026-11-04T12:00:00Z');
  });
});

describe('gaps', () => {
  it('Pendientes lists the openings of the next 48 hours short of managers, for levels 1–3', async () => {
    reloj = new Date('2026-11-12T12:00:00Z');
    const pendientes = async (token: string) => {
      const res = await get(token, '/api/pendientes');
      expect(res.statusCode, res.body).toBe(200);
      return res.json().aperturas as { total: number; elementos: Array<Record<string, unknown>> };
    };
    // Thursday (Chef2 is on it), Friday (Chef1), Saturday (both): covered. None on the 12th besides.
    expect(await pendientes(chef.token)).toEqual({ total: 0, elementos: [] });
    expect((await desapuntar(chef.token, '2026-11-13T19:00:00.000Z')).statusCode).toBe(200);
    const huecos = await pendientes(gerente.token);
    expect(huecos).toEqual({
      total: 1,
      elementos: [
        { inicio: '2026-11-13T19:00:00.000Z', titulo: null, encargados: 0, encargados_minimos: 1 },
      ],
    });
    expect(await pendientes(chef2.token)).toEqual(huecos);
    expect((await pendientes(dueno.token)).total).toBe(0);
    // 48 hours later the Sunday's opening (no manager) comes in.
    reloj = new Date('2026-11-13T19:30:00Z');
    expect((await pendientes(chef.token)).elementos.map((e) => e.inicio)).toEqual([
      '2026-11-15T19:00:00.000Z',
    ]);
    reloj = new Date('2026-11-04T12:00:00Z');
  });
});

describe('reminders', () => {
  const inicio = '2026-11-20T19:00:00.000Z';
  const recordatorios = async (token: string) =>
    (await notificaciones(token)).filter((n) => n.tipo === 'apertura.recordatorio');

  it('30 minutes before, its managers and the workers who asked are told once', async () => {
    reloj = new Date('2026-11-20T12:00:00Z');
    expect((await apuntar(chef.token, inicio)).statusCode).toBe(200);
    const avisos = (activo: boolean) =>
      t.como(cocinero.token, { method: 'PUT', url: '/api/aperturas/avisos', payload: { activo } });
    expect((await avisos(true)).json()).toEqual({ activo: true, message: M.avisosGuardados });
    expect((await get(cocinero.token, '/api/aperturas/avisos')).json()).toEqual({ activo: true });
    const ctx = { db: t.database.db, reloj: () => reloj, eventos: crearEventos() };
    reloj = new Date('2026-11-20T18:29:00Z');
    await barrerAperturas(ctx);
    expect(await recordatorios(chef.token)).toEqual([]);
    reloj = new Date('2026-11-20T18:31:00Z');
    await Promise.all([barrerAperturas(ctx), barrerAperturas(ctx)]);
    await barrerAperturas(ctx);
    expect((await recordatorios(chef.token)).map((n) => n.texto)).toEqual([
      'El restaurante abre a las 20:00, en 30 minutos: eres encargado. Encargados: Chef1.',
    ]);
    expect((await recordatorios(cocinero.token)).map((n) => n.texto)).toEqual([
      'El restaurante abre a las 20:00, en 30 minutos. Encargados: Chef1.',
    ]);
    expect(await recordatorios(chef2.token)).toEqual([]);
    expect((await avisos(false)).json().activo).toBe(false);
    reloj = new Date('2026-11-04T12:00:00Z');
  });

  // Two processes share only a PostgreSQL server (PGlite belongs to one process).
  conPostgres?.('two server processes sweeping at once send each reminder once', async () => {
    const otra = await openDatabase({
      databaseUrl: t.database.pool?.options.connectionString,
      dataDir: null,
    });
    try {
      reloj = new Date('2026-11-21T12:00:00Z');
      const sabado = '2026-11-21T19:00:00.000Z';
      expect((await apuntar(chef2.token, sabado)).statusCode).toBe(200);
      reloj = new Date('2026-11-21T18:45:00Z');
      const una = { db: t.database.db, reloj: () => reloj, eventos: crearEventos() };
      const dos = { db: otra.db, reloj: () => reloj, eventos: crearEventos() };
      await Promise.all([barrerAperturas(una), barrerAperturas(dos), barrerAperturas(dos)]);
      const textos = (await recordatorios(chef2.token)).map((n) => n.texto);
      expect(textos).toEqual([
        'El restaurante abre a las 20:00, en 30 minutos: eres encargado. Encargados: Chef2.',
      ]);
    } finally {
      await otra.close();
      reloj = new Date('2026-11-04T12:00:00Z');
    }
  });
});

describe('statistics', () => {
  it('per opening: managers signed up, managers who timed, and the median wait', async () => {
    const inicio = '2026-11-25T19:00:00.000Z';
    reloj = new Date('2026-11-25T12:00:00Z');
    expect((await apuntar(chef.token, inicio)).statusCode).toBe(200);
    expect((await apuntar(chef2.token, inicio)).statusCode).toBe(200);
    const w = await t.crearUsuario('Espera1', 5);
    reloj = new Date('2026-11-25T19:10:00Z');
    const pedida = await t.como(w.token, { method: 'POST', url: '/api/tiempos/peticiones' });
    expect(pedida.statusCode, pedida.body).toBe(201);
    reloj = new Date('2026-11-25T19:16:00Z');
    const atendida = await t.como(chef.token, {
      method: 'POST',
      url: `/api/tiempos/peticiones/${pedida.json().peticion.id}/atender`,
    });
    expect(atendida.statusCode, atendida.body).toBe(201);
    reloj = new Date('2026-11-25T20:00:00Z');
    const res = await get(gerente.token, '/api/estadisticas?semanas=1');
    expect(res.statusCode, res.body).toBe(200);
    const lista = res.json().aperturas as Array<Record<string, unknown>>;
    expect(lista.find((a) => a.inicio === inicio)).toEqual({
      inicio,
      titulo: null,
      apuntados: 2,
      cronometraron: 1,
      mediana_espera_minutos: 6,
      peticiones: 1,
    });
    // Only openings that have started, oldest first.
    expect(lista.at(-1)?.inicio).toBe(inicio);
    reloj = new Date('2026-11-04T12:00:00Z');
  });
});

describe('the Discord channel', () => {
  // The allowed "Discord" is a local TCP listener: nothing leaves the machine.
  let discord: Escucha;
  afterAll(() => discord?.cerrar());

  it('gets the reminder when the owner chose the event aperturas', async () => {
    discord = await escuchar(0);
    const otra = await crearAppDePrueba(
      { DISCORD_HOSTS: `127.0.0.1:${discord.port}` },
      { reloj: () => reloj },
    );
    const duena = await otra.crearUsuario('Duena', 0);
    const encargado = await otra.crearUsuario('Chef_1', 3);
    reloj = new Date('2026-11-04T12:00:00Z');
    const ajustes = await otra.como(duena.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: {
        discord_webhook: `https://127.0.0.1:${discord.port}/api/webhooks/1/token`,
        discord_eventos: ['aperturas'],
      },
    });
    expect(ajustes.statusCode, ajustes.body).toBe(200);
    const inicio = '2026-11-04T19:00:00.000Z';
    const res = await otra.como(encargado.token, {
      method: 'POST',
      url: '/api/aperturas/apuntarse',
      payload: { inicio },
    });
    expect(res.statusCode, res.body).toBe(200);
    reloj = new Date('2026-11-04T18:40:00Z');
    const ctx = { db: otra.database.db, reloj: () => reloj, eventos: crearEventos() };
    await barrerAperturas(ctx);
    await barrerAperturas(ctx);
    const { rows } = (await otra.database.db.execute(
      sql`select evento, contenido from discord_envios order by id`,
    )) as unknown as { rows: { evento: string; contenido: string }[] };
    expect(rows).toEqual([
      {
        evento: 'aperturas',
        contenido: '🍔 Apertura a las 20:00 (en 30 minutos). Encargados: **Chef\\_1**.',
      },
    ]);
    reloj = new Date('2026-11-04T12:00:00Z');
  });
});
