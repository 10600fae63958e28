import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { crearEventos } from '../../reacciones';
import { crearAppDePrueba, conPostgres, type TestApp } from '../../test/app';
import { barrerTurnos } from './capacitaciones.turnos';

// The reminder 30 minutes before a training slot (docs/reglas.md, Trainings 33.4), with the
// clock the server reads moved by the test: 2026-11-04 13:00 in Madrid (UTC+1).
let reloj = new Date('2026-11-04T12:00:00Z');
let t: TestApp;
type Persona = { id: number; token: string };
let dueno: Persona, chef: Persona, chef2: Persona, ana: Persona, beto: Persona;

beforeAll(async () => {
  t = await crearAppDePrueba({}, { reloj: () => reloj });
  dueno = await t.crearUsuario('Duena', 0);
  chef = await t.crearUsuario('Chef1', 3);
  chef2 = await t.crearUsuario('Chef2', 3);
  ana = await t.crearUsuario('Alumna1', 7);
  beto = await t.crearUsuario('Alumno2', 7);
});

const api = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.como(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

let n = 0;
async function turno(token: string, inicio: string) {
  const curso = await api(dueno.token, 'POST', '/capacitaciones', { nombre: `Curso ${++n}` });
  expect(curso.statusCode, curso.body).toBe(201);
  const res = await api(token, 'POST', `/capacitaciones/${curso.json().id}/turnos`, {
    inicio,
    plazas: 3,
  });
  expect(res.statusCode, res.body).toBe(201);
  return {
    id: res.json().turno.id as number,
    cursoId: curso.json().id as number,
    curso: `Curso ${n}`,
  };
}
const reservar = async (token: string, id: number) =>
  expect((await api(token, 'POST', `/capacitaciones/turnos/${id}/reserva`)).statusCode).toBe(201);
const recordatorios = async (token: string) =>
  (
    (await api(token, 'GET', '/notificaciones')).json().notificaciones as {
      tipo: string;
      texto: string;
    }[]
  )
    .filter((x) => x.tipo === 'capacitacion.recordatorio')
    .map((x) => x.texto);

describe('the reminder 30 minutes before a slot', () => {
  it('tells its trainer and the people booked, once, and nobody else', async () => {
    reloj = new Date('2026-11-20T12:00:00Z');
    const slot = await turno(chef.token, '2026-11-20T19:00:00.000Z');
    const vacio = await turno(chef2.token, '2026-11-20T19:00:00.000Z');
    await reservar(ana.token, slot.id);
    await reservar(beto.token, slot.id);
    const ctx = { db: t.database.db, reloj: () => reloj, eventos: crearEventos() };
    reloj = new Date('2026-11-20T18:29:00Z');
    await barrerTurnos(ctx);
    expect(await recordatorios(chef.token)).toEqual([]);
    reloj = new Date('2026-11-20T18:31:00Z');
    await Promise.all([barrerTurnos(ctx), barrerTurnos(ctx)]);
    await barrerTurnos(ctx);
    expect(await recordatorios(chef.token)).toEqual([
      `Tu turno de «${slot.curso}» empieza a las 20:00, en 30 minutos. Reservas: Alumna1, Alumno2.`,
    ]);
    for (const p of [ana, beto]) {
      expect(await recordatorios(p.token)).toEqual([
        `Tu turno de «${slot.curso}» con Chef1 empieza a las 20:00, en 30 minutos.`,
      ]);
    }
    expect(await recordatorios(chef2.token)).toEqual([
      `Tu turno de «${vacio.curso}» empieza a las 20:00, en 30 minutos. Sin reservas.`,
    ]);
  });

  it('does not remind a slot whose session is already recorded', async () => {
    reloj = new Date('2026-11-21T12:00:00Z');
    const slot = await turno(chef.token, '2026-11-21T19:00:00.000Z');
    const antes = (await recordatorios(chef.token)).length;
    reloj = new Date('2026-11-21T18:40:00Z');
    const sesion = await api(chef.token, 'POST', `/capacitaciones/${slot.cursoId}/sesiones`, {
      turno_id: slot.id,
      asistentes: [{ usuario: 'Alumna1', aprobado: true }],
    });
    expect(sesion.statusCode, sesion.body).toBe(201);
    await barrerTurnos({ db: t.database.db, reloj: () => reloj, eventos: crearEventos() });
    expect(await recordatorios(chef.token)).toHaveLength(antes);
  });

  // Two processes share only a PostgreSQL server (PGlite belongs to one process).
  conPostgres?.('two server processes sweeping at once send each reminder once', async () => {
    const otra = await openDatabase({
      databaseUrl: t.database.pool?.options.connectionString,
      dataDir: null,
    });
    try {
      reloj = new Date('2026-11-22T12:00:00Z');
      const slot = await turno(chef2.token, '2026-11-22T19:00:00.000Z');
      await reservar(beto.token, slot.id);
      reloj = new Date('2026-11-22T18:45:00Z');
      const una = { db: t.database.db, reloj: () => reloj, eventos: crearEventos() };
      const dos = { db: otra.db, reloj: () => reloj, eventos: crearEventos() };
      await Promise.all([barrerTurnos(una), barrerTurnos(dos), barrerTurnos(dos)]);
      expect(
        (await recordatorios(beto.token)).filter((x) => x.includes(`«${slot.curso}»`)),
      ).toEqual([`Tu turno de «${slot.curso}» con Chef2 empieza a las 20:00, en 30 minutos.`]);
    } finally {
      await otra.close();
    }
  });
});
