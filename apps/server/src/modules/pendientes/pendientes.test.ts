import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { diaLocal } from '@mchabbo/shared/paga/reglas';
import type { Pendientes } from '@mchabbo/shared/pendientes/contratos';
import { CLAVE, crearAppDePrueba } from '../../test/app';
import { appConPersonas } from '../../test/personas';
import { ayudasTiempos } from '../../test/tiempos';

// docs/reglas.md, Pending work 26.1–26.3.
const elenco = appConPersonas('dueno', 'gerente', 'gerente2', 'chef', 'chef2');
const { t, h, dueno, gerente, gerente2, chef, chef2 } = elenco;

const H = 3600;
const leer = async (token: string) => {
  const res = await t.como(token, { method: 'GET', url: '/api/pendientes' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Pendientes;
};

/**
 * Every test account signs in from 127.0.0.1, which makes them all clones of each other:
 * forget those rows, so only the clones a test makes count.
 */
const olvidarIpsDePrueba = () =>
  t.database.db.execute(sql`delete from usuario_ips where ip = '127.0.0.1'`);

describe('GET /pendientes', () => {
  it('starts with every group empty, and only timekeepers may ask', async () => {
    await olvidarIpsDePrueba();
    const vacio = { total: 0, elementos: [] };
    expect(await leer(gerente.token)).toEqual({
      nombres: vacio,
      ausencias: vacio,
      pagos: vacio,
      tiempos_largos: vacio,
      propuestos_despido: vacio,
      clones: vacio,
      peticiones: vacio,
      ascensos: vacio,
      // Nobody signed up to open yet: the default schedule's next two openings are gaps.
      aperturas: { total: 2, elementos: expect.any(Array) },
      revision: vacio,
      capacitaciones: vacio,
    });
    const cocinero = await t.crearUsuario('Cocinero0', 5);
    expect(
      (await t.como(cocinero.token, { method: 'GET', url: '/api/pendientes' })).statusCode,
    ).toBe(403);
  });

  it('counts name-change requests the caller may decide, showing the first five', async () => {
    for (let i = 1; i <= 6; i++) {
      const p = await t.crearUsuario(`Pide${i}`, 6);
      const res = await t.como(p.token, {
        method: 'POST',
        url: '/api/user/change-name',
        payload: { nameUser: `Pide${i}`, newName: `Nuevo${i}` },
      });
      expect(res.statusCode).toBe(201);
    }
    const res = await t.como(gerente2.token, {
      method: 'POST',
      url: '/api/user/change-name',
      payload: { nameUser: 'Gerente2', newName: 'GerenteDos' },
    });
    expect(res.statusCode).toBe(201);

    const deGerente = (await leer(gerente.token)).nombres;
    expect(deGerente.total).toBe(6); // not an equal's request
    expect(deGerente.elementos).toHaveLength(5);
    expect(deGerente.elementos[0]).toEqual({
      id: expect.any(Number),
      usuario: 'Pide1',
      nombre_nuevo: 'Nuevo1',
      fecha: expect.any(String),
    });
    expect((await leer(dueno.token)).nombres.total).toBe(7);
    // A supervisor (level 3) decides no requests.
    expect((await leer(chef.token)).nombres.total).toBe(0);
  });

  it('counts pending leave and forgets it once decided', async () => {
    const w = await t.crearUsuario('Ausente1', 5);
    const hoy = diaLocal(new Date(), 'Europe/Madrid');
    const pedida = await t.como(w.token, {
      method: 'POST',
      url: '/api/ausencias',
      payload: { desde: hoy, hasta: hoy, motivo: 'Examen' },
    });
    expect(pedida.statusCode).toBe(201);
    const grupo = (await leer(gerente.token)).ausencias;
    expect(grupo).toEqual({
      total: 1,
      elementos: [{ id: pedida.json().ausencia.id, usuario: 'Ausente1', desde: hoy, hasta: hoy }],
    });
    expect((await leer(chef.token)).ausencias.total).toBe(0);
    await t.como(gerente.token, {
      method: 'PATCH',
      url: `/api/ausencias/${pedida.json().ausencia.id}`,
      payload: { aprobada: true },
    });
    expect((await leer(gerente.token)).ausencias.total).toBe(0);
  });

  it('counts unpaid entries with credits of ended weeks only, that the caller may pay', async () => {
    await t.crearUsuario('Pagable1', 5);
    await t.crearUsuario('SinCreditos1', 5);
    await t.crearUsuario('EstaSemana1', 5);
    const confirmar = async (usuario: string, segundos: number) => {
      const id = await h.iniciar(dueno.token, 'Duena', usuario);
      await h.envejecer(id, segundos);
      const res = await h.post(dueno.token, 'confirmar', { id, confirmado: true });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().tiempo.pago_id as number;
    };
    const pagable = await confirmar('Pagable1', 2 * H);
    const sinCreditos = await confirmar('SinCreditos1', 20 * 60);
    await confirmar('EstaSemana1', 2 * H);
    // The first two entries belong to last week, which has ended.
    await t.database.db.execute(
      sql`update pagos set semana = semana - 7 where id in (${pagable}, ${sinCreditos})`,
    );
    const grupo = (await leer(gerente.token)).pagos;
    expect(grupo.total).toBe(1);
    expect(grupo.elementos[0]).toMatchObject({ id: pagable, usuario: 'Pagable1', creditos: 7 });
    expect((await leer(chef.token)).pagos.total).toBe(0);
    await h.post(gerente.token, 'marcar-pagado', { id: pagable });
    expect((await leer(gerente.token)).pagos.total).toBe(0);
  });

  it('counts long and forgotten timers the caller may operate', async () => {
    await t.crearUsuario('Largo1', 5);
    await t.crearUsuario('Corto1', 5);
    await t.crearUsuario('DeOtro1', 5);
    const largo = await h.iniciar(chef.token, 'Chef1', 'Largo1');
    await h.iniciar(chef.token, 'Chef1', 'Corto1');
    const deOtro = await h.iniciar(chef2.token, 'Chef2', 'DeOtro1');
    // Seven hours ago: past the maximum shift of 6 h, so the list pauses it as forgotten.
    await h.envejecer(largo, 7 * H);
    await h.envejecer(deOtro, 7 * H);

    const deChef = (await leer(chef.token)).tiempos_largos;
    expect(deChef).toEqual({
      total: 1,
      elementos: [
        {
          id: largo,
          usuario: 'Largo1',
          encargado: 'Chef1',
          iniciado_en: expect.any(String),
          tiempo: '6h 0m',
          olvidado: true,
        },
      ],
    });
    // A manager above both supervisors may operate both timers.
    expect((await leer(gerente.token)).tiempos_largos.total).toBe(2);
  });

  it('counts the people proposed for dismissal the caller may act on', async () => {
    const w = await t.crearUsuario('Advertido1', 6);
    for (let i = 0; i < 3; i++) {
      const res = await t.como(chef.token, {
        method: 'POST',
        url: '/api/advertencias',
        payload: { usuario: 'Advertido1', motivo: `Falta ${i}` },
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await leer(gerente.token)).propuestos_despido).toEqual({
      total: 1,
      elementos: [{ usuario: 'Advertido1', rango: expect.any(String), advertencias: 3 }],
    });
    expect((await leer(chef.token)).propuestos_despido.total).toBe(0);
    await t.como(gerente.token, {
      method: 'POST',
      url: '/api/despido',
      payload: { usuario: 'Advertido1', motivo: '3 advertencias activas' },
    });
    expect(w.id).toBeGreaterThan(0);
    expect((await leer(gerente.token)).propuestos_despido.total).toBe(0);
  });

  it('counts the promotions the caller may decide, until one decides them', async () => {
    await t.como(dueno.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { ascenso_min_dias: { Cocinero: 0 } },
    });
    await t.crearUsuario('Ascendible1', 5);
    const [subChef] = await h.filas<{ id: number }>(
      sql`select id from misiones where mision = 'Sub chef'`,
    );
    const propuesta = await t.como(chef.token, {
      method: 'POST',
      url: '/api/ascensos',
      payload: { usuario: 'Ascendible1', mision: subChef?.id, motivo: 'Constante' },
    });
    expect(propuesta.statusCode, propuesta.body).toBe(201);
    expect((await leer(gerente.token)).ascensos).toEqual({
      total: 1,
      elementos: [
        {
          id: propuesta.json().ascenso.id,
          usuario: 'Ascendible1',
          rango: 'Sub chef',
          mision: 'Sub chef',
          propuesto_por: 'Chef1',
          creado_en: expect.any(String),
        },
      ],
    });
    // Level 3 decides no promotion.
    expect((await leer(chef.token)).ascensos.total).toBe(0);
    const decidida = await t.como(gerente.token, {
      method: 'PATCH',
      url: `/api/ascensos/${propuesta.json().ascenso.id}`,
      payload: { aprobado: true },
    });
    expect(decidida.statusCode, decidida.body).toBe(200);
    expect((await leer(gerente2.token)).ascensos.total).toBe(0);
  });

  it('counts clone accounts not allowed yet, only of lower ranks', async () => {
    const ip = '198.51.100.77';
    for (const [nombre, nivel] of [
      ['CloneA', 6],
      ['CloneB', 7],
      ['CloneJunta', 1],
    ] as const) {
      await t.crearUsuario(nombre, nivel);
      await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { nameUser: nombre, password: CLAVE },
        remoteAddress: ip,
      });
    }
    await olvidarIpsDePrueba();
    const grupo = (await leer(gerente.token)).clones;
    expect(grupo).toEqual({
      total: 2,
      elementos: [
        { usuario: 'CloneA', ips: [ip] },
        { usuario: 'CloneB', ips: [ip] },
      ],
    });
    expect((await leer(dueno.token)).clones.total).toBe(3);
    const filas = (await t.como(gerente.token, { method: 'GET', url: '/api/user/clones' })).json();
    const deA = filas.find(
      (c: { usuario: { username: string } }) => c.usuario.username === 'CloneA',
    );
    await t.como(gerente.token, {
      method: 'PATCH',
      url: `/api/user/clones/${deA.id}`,
      payload: { permitido: true },
    });
    expect((await leer(gerente.token)).clones.elementos.map((c) => c.usuario)).toEqual(['CloneB']);
  });

  it('counts requests to be timed the caller may attend, until one attends them', async () => {
    const w = await t.crearUsuario('PideTiempo1', 5);
    const pedida = await t.como(w.token, { method: 'POST', url: '/api/tiempos/peticiones' });
    expect(pedida.statusCode, pedida.body).toBe(201);
    const id = pedida.json().peticion.id as number;
    for (const quien of [chef, gerente, dueno]) {
      expect((await leer(quien.token)).peticiones).toEqual({
        total: 1,
        elementos: [{ id, usuario: 'PideTiempo1', creada_en: expect.any(String) }],
      });
    }
    // A supervisor asks too: only those above a supervisor may time them.
    const otro = await t.como(chef2.token, { method: 'POST', url: '/api/tiempos/peticiones' });
    expect(otro.statusCode).toBe(201);
    expect((await leer(chef.token)).peticiones.total).toBe(1);
    expect((await leer(gerente.token)).peticiones.total).toBe(2);

    const atendida = await t.como(chef.token, {
      method: 'POST',
      url: `/api/tiempos/peticiones/${id}/atender`,
    });
    expect(atendida.statusCode, atendida.body).toBe(201);
    expect((await leer(chef.token)).peticiones.total).toBe(0);
    expect((await leer(gerente.token)).peticiones.elementos.map((p) => p.usuario)).toEqual([
      'Chef2',
    ]);
  });
});

describe('GET /pendientes between writes', () => {
  it('follows the clock: a request expires and a timer turns long, with nothing written', async () => {
    let reloj = new Date();
    const app = await crearAppDePrueba({}, { reloj: () => reloj });
    const jefe = await app.crearUsuario('Chef1', 3);
    await app.crearUsuario('Turno1', 5);
    const pide = await app.crearUsuario('Pide1', 5);
    const inicio = reloj.getTime();
    await ayudasTiempos(app).iniciar(jefe.token, 'Chef1', 'Turno1');
    const pedida = await app.como(pide.token, { method: 'POST', url: '/api/tiempos/peticiones' });
    expect(pedida.statusCode, pedida.body).toBe(201);
    const expira = Date.parse(pedida.json().peticion.expira_en as string);
    const ver = async () => {
      const res = await app.como(jefe.token, { method: 'GET', url: '/api/pendientes' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Pendientes;
    };

    const antes = await ver();
    expect([antes.peticiones.total, antes.tiempos_largos.total]).toEqual([1, 0]);
    reloj = new Date(expira - 1000);
    expect(await ver()).toEqual(antes);
    // The request expires unattended: gone from the list at once.
    reloj = new Date(expira + 1000);
    expect((await ver()).peticiones.total).toBe(0);
    // Past the maximum shift of 6 h the timer counts as long (and the list pauses it).
    reloj = new Date(inicio + 6 * H * 1000 - 60_000);
    expect((await ver()).tiempos_largos.total).toBe(0);
    reloj = new Date(inicio + 6 * H * 1000 + 60_000);
    expect((await ver()).tiempos_largos).toEqual({
      total: 1,
      elementos: [expect.objectContaining({ usuario: 'Turno1', olvidado: true })],
    });
  });
});

describe('GET /pendientes: capacitaciones (docs/reglas.md, Trainings 33.9)', () => {
  const api = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.como(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });
  const enHoras = (horas: number) => new Date(Date.now() + horas * H * 1000).toISOString();

  async function curso(nombre: string, requerida_para: string | null) {
    const res = await api(dueno.token, 'POST', '/capacitaciones', { nombre, requerida_para });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  }
  async function turno(cursoId: number, horas: number) {
    const res = await api(chef.token, 'POST', `/capacitaciones/${cursoId}/turnos`, {
      inicio: enHoras(horas),
      plazas: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().turno as { id: number; inicio: string };
  }

  it('a trainer sees the bookings of their slots of the next 24 hours', async () => {
    const id = await curso('Cocina básica', null);
    const manana = await turno(id, 23);
    const pasado = await turno(id, 30);
    const ana = await t.crearUsuario('Alumna1', 7);
    const beto = await t.crearUsuario('Alumno2', 7);
    const otro = await curso('Barra básica', null);
    const suyo = await turno(otro, 30);
    for (const [p, slot] of [
      [ana, manana],
      [beto, pasado],
      [ana, suyo],
    ] as const) {
      const res = await api(p.token, 'POST', `/capacitaciones/turnos/${slot.id}/reserva`);
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await leer(chef.token)).capacitaciones).toEqual({
      total: 1,
      elementos: [
        {
          tipo: 'reserva',
          usuario: 'Alumna1',
          capacitacion: 'Cocina básica',
          inicio: manana.inicio,
        },
      ],
    });
    // Bookings of someone else's slots wait for that trainer, not for the others.
    expect((await leer(chef2.token)).capacitaciones.total).toBe(0);
  });

  it('levels 0–2 see trained people still without a rank; a trainer does not', async () => {
    const requerido = await curso('Capacitación de prueba', 'primer_rango');
    const libre = await curso('Curso opcional', null);
    await t.crearUsuario('Formado1', 7);
    await t.crearUsuario('Opcional1', 7);
    const sesion = async (id: number, usuario: string) => {
      const res = await api(chef.token, 'POST', `/capacitaciones/${id}/sesiones`, {
        asistentes: [{ usuario, aprobado: true }],
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    await sesion(requerido, 'Formado1');
    await sesion(libre, 'Opcional1');
    for (const p of [dueno, gerente]) {
      expect((await leer(p.token)).capacitaciones.elementos).toContainEqual({
        tipo: 'sin_rango',
        usuario: 'Formado1',
        capacitacion: 'Capacitación de prueba',
        fecha: expect.any(String),
      });
      expect((await leer(p.token)).capacitaciones.elementos.map((e) => e.usuario)).not.toContain(
        'Opcional1',
      );
    }
    expect(
      (await leer(chef2.token)).capacitaciones.elementos.filter((e) => e.tipo === 'sin_rango'),
    ).toEqual([]);
  });
});
