import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type TestApp } from '../../test/app';
import { ayudasTiempos } from '../../test/tiempos';

// The managers' report on a week built for it (docs/reglas.md, Managers' report 30.1–30.4):
// the week of Monday 2026-11-02, with the clock the server reads moved by the test.

let reloj = new Date('2026-11-04T19:00:00Z'); // Wednesday 20:00 in Madrid
let t: TestApp;
let h: ReturnType<typeof ayudasTiempos>;
type Persona = { id: number; token: string; nombre: string };
let dueno: Persona, junta: Persona, gerente: Persona;
const chefs: Record<string, Persona> = {};
let n = 0;

async function persona(nombre: string, nivel: number): Promise<Persona> {
  return { ...(await t.crearUsuario(nombre, nivel)), nombre };
}

/** A shift of a new worker timed by `chef` from `inicio` to `fin` (ISO instants), confirmed. */
async function turno(chef: Persona, inicio: string, fin: string, ip?: string) {
  const w = await persona(`Trabajador${++n}`, 5);
  if (ip) {
    await t.database.db.execute(sql`delete from usuario_ips where usuario_id = ${w.id}`);
    await t.database.db.execute(
      sql`insert into usuario_ips (usuario_id, ip) values (${w.id}, ${ip})`,
    );
  }
  reloj = new Date(inicio);
  const id = await h.iniciar(chef.token, chef.nombre, w.nombre);
  reloj = new Date(fin);
  const res = await h.post(chef.token, 'confirmar', { id, confirmado: true });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

const informe = (token: string, semana?: string) =>
  t.como(token, {
    method: 'GET',
    url: `/api/encargados/informe${semana ? `?semana=${semana}` : ''}`,
  });

beforeAll(async () => {
  t = await crearAppDePrueba({}, { reloj: () => reloj });
  h = ayudasTiempos(t);
  dueno = await persona('Duena', 0);
  junta = await persona('Junta1', 1);
  gerente = await persona('Gerente1', 2);
  for (const c of ['ChefA', 'ChefB', 'ChefC', 'ChefD']) chefs[c] = await persona(c, 3);
  // Every test account signed in from 127.0.0.1: the report's IPs are set here.
  await t.database.db.execute(sql`delete from usuario_ips`);
  await t.database.db.execute(
    sql`insert into usuario_ips (usuario_id, ip) values (${chefs.ChefB!.id}, '10.0.0.5'), (${chefs.ChefA!.id}, '10.0.0.9')`,
  );
  const { ChefA, ChefB, ChefC, ChefD } = chefs as Record<string, Persona>;
  // Two ordinary shifts each, confirmed at 21:00 and 22:00 in Madrid.
  for (const chef of [ChefA!, ChefB!, ChefC!, ChefD!]) {
    await turno(chef, '2026-11-04T19:00:00Z', '2026-11-04T20:00:00Z');
  }
  await turno(ChefD!, '2026-11-04T20:00:00Z', '2026-11-04T21:00:00Z');
  // ChefB confirms an account that signed in from ChefB's own IP.
  await turno(ChefB!, '2026-11-04T20:00:00Z', '2026-11-04T21:00:00Z', '10.0.0.5');
  // ChefC confirms at 04:00 in Madrid.
  await turno(ChefC!, '2026-11-05T02:00:00Z', '2026-11-05T03:00:00Z');
  // ChefA's second: a worker whose shared IP row is allowed (not counted), later voided.
  const anulado = await turno(ChefA!, '2026-11-04T20:00:00Z', '2026-11-04T21:00:00Z');
  await t.database.db.execute(
    sql`insert into usuario_ips (usuario_id, ip, permitido)
        select usuario_id, '10.0.0.9', true from tiempos where id = ${anulado}`,
  );
  reloj = new Date('2026-11-05T10:00:00Z');
  const res = await t.como(gerente.token, {
    method: 'POST',
    url: '/api/tiempos/anular',
    payload: { id: anulado, motivo: 'Error' },
  });
  expect(res.statusCode, res.body).toBe(200);
});

describe('GET /encargados/informe', () => {
  it('gives each timekeeper’s figures with the medians, flags first', async () => {
    const res = await informe(junta.token, '2026-11-05');
    expect(res.statusCode, res.body).toBe(200);
    const cuerpo = res.json();
    expect(cuerpo.semana).toBe('2026-11-02');
    expect(cuerpo.medianas).toEqual({
      turnos_cronometrados: 2,
      turnos_confirmados: 2,
      horas_confirmadas: 2,
      mediana_turno_minutos: 60,
      confirmaciones_deshechas: 0,
      confirmaciones_anuladas: 0,
      misma_ip: 0,
      fuera_de_horario: 0,
      sin_conexion: 0,
    });
    expect(
      cuerpo.encargados.map((e: { usuario: string; marcas: string[] }) => [e.usuario, e.marcas]),
    ).toEqual([
      ['ChefA', ['confirmaciones_anuladas']],
      ['ChefB', ['misma_ip']],
      ['ChefC', ['fuera_de_horario']],
      ['ChefD', []],
    ]);
    expect(cuerpo.encargados[0]).toMatchObject({
      rango: 'Chef ejecutivo',
      cifras: {
        turnos_cronometrados: 2,
        turnos_confirmados: 2,
        horas_confirmadas: 1,
        mediana_turno_minutos: 60,
        confirmaciones_anuladas: 1,
        misma_ip: 0,
        fuera_de_horario: 0,
      },
    });
    expect(cuerpo.encargados[1].cifras).toMatchObject({ misma_ip: 1, fuera_de_horario: 0 });
    expect(cuerpo.encargados[2].cifras).toMatchObject({ misma_ip: 0, fuera_de_horario: 1 });
  });

  it('flags a figure above twice the median, and counts undone confirmations', async () => {
    // ChefD confirms three shifts and undoes each 10 seconds later (POST /tiempos/deshacer),
    // then confirms them again.
    for (let i = 0; i < 3; i++) {
      const w = await persona(`Deshecho${++n}`, 5);
      reloj = new Date('2026-11-04T19:00:00Z');
      const id = await h.iniciar(chefs.ChefD!.token, 'ChefD', w.nombre);
      reloj = new Date('2026-11-04T20:00:00Z');
      expect(
        (await h.post(chefs.ChefD!.token, 'confirmar', { id, confirmado: true })).statusCode,
      ).toBe(200);
      reloj = new Date('2026-11-04T20:00:10Z');
      const deshecha = await h.post(chefs.ChefD!.token, 'deshacer', { id });
      expect(deshecha.statusCode, deshecha.body).toBe(200);
      expect(
        (await h.post(chefs.ChefD!.token, 'confirmar', { id, confirmado: true })).statusCode,
      ).toBe(200);
    }
    reloj = new Date('2026-11-06T10:00:00Z');
    const cuerpo = (await informe(dueno.token, '2026-11-02')).json();
    const d = cuerpo.encargados.find((e: { usuario: string }) => e.usuario === 'ChefD');
    expect(d.cifras.confirmaciones_deshechas).toBe(3);
    expect(d.marcas).toContain('confirmaciones_deshechas');
  });

  it('defaults to the current pay week; other weeks are empty', async () => {
    reloj = new Date('2026-11-06T10:00:00Z');
    expect((await informe(dueno.token)).json().semana).toBe('2026-11-02');
    expect((await informe(dueno.token, '2026-10-28')).json()).toMatchObject({
      semana: '2026-10-26',
      encargados: [],
    });
  });

  it('moves to the new pay week as it starts, with nothing written in between', async () => {
    // The week of 2026-11-02 ends at Monday 00:00 in Madrid (23:00 UTC on Sunday).
    reloj = new Date('2026-11-08T22:59:59Z');
    const ultima = (await informe(dueno.token)).json();
    expect(ultima.semana).toBe('2026-11-02');
    expect(ultima.encargados).toHaveLength(4);
    reloj = new Date('2026-11-08T23:00:01Z');
    expect((await informe(dueno.token)).json()).toEqual({
      semana: '2026-11-09',
      medianas: expect.any(Object),
      encargados: [],
      capacitaciones: [],
    });
  });

  it('is for levels 0–1 only, and refuses a date that does not exist', async () => {
    expect((await informe(gerente.token)).statusCode).toBe(403);
    expect((await informe(chefs.ChefA!.token)).statusCode).toBe(403);
    const mal = await informe(dueno.token, '2026-02-30');
    expect([mal.statusCode, mal.json().message]).toEqual([
      400,
      'La semana debe ser una fecha AAAA-MM-DD.',
    ]);
  });
});
