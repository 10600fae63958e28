import { beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type TestApp } from '../../test/app';

// Trainings in Statistics and in the managers' report (docs/reglas.md, Trainings 33.10),
// with the clock the server reads set by the test: Wednesday 2026-11-04, 13:00 in Madrid.
const reloj = new Date('2026-11-04T12:00:00Z');
let t: TestApp;
type Persona = { id: number; token: string };
let dueno: Persona, chef: Persona, chef2: Persona, cocinero: Persona;

beforeAll(async () => {
  t = await crearAppDePrueba({}, { reloj: () => reloj });
  dueno = await t.crearUsuario('Duena', 0);
  chef = await t.crearUsuario('Chef1', 3);
  chef2 = await t.crearUsuario('Chef2', 3);
  cocinero = await t.crearUsuario('Cocinero1', 5);
  for (const nombre of ['Alumna1', 'Alumno2', 'Alumno3']) await t.crearUsuario(nombre, 7);
});

const api = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.como(token, { method, url: `/api${url}`, ...(payload ? { payload } : {}) });

async function sesion(token: string, curso: number, asistentes: object[], turno_id?: number) {
  const res = await api(token, 'POST', `/capacitaciones/${curso}/sesiones`, {
    ...(turno_id ? { turno_id } : {}),
    asistentes,
  });
  expect(res.statusCode, res.body).toBe(201);
}

describe('trainings in the reports', () => {
  it('Statistics counts sessions and passes per week; the report, sessions per trainer', async () => {
    const curso = await api(dueno.token, 'POST', '/capacitaciones', { nombre: 'Sala' });
    expect(curso.statusCode, curso.body).toBe(201);
    const id = curso.json().id as number;
    const turno = await api(chef.token, 'POST', `/capacitaciones/${id}/turnos`, {
      inicio: '2026-11-04T18:00:00.000Z',
      plazas: 3,
    });
    expect(turno.statusCode, turno.body).toBe(201);
    await sesion(
      chef.token,
      id,
      [
        { usuario: 'Alumna1', aprobado: true },
        { usuario: 'Alumno2', aprobado: false, nota: 'Repasa la carta.' },
      ],
      turno.json().turno.id,
    );
    await sesion(chef.token, id, [{ usuario: 'Alumno2', aprobado: true }]);
    await sesion(chef2.token, id, [{ usuario: 'Alumno3', aprobado: true }]);

    const estadisticas = await api(dueno.token, 'GET', '/estadisticas');
    expect(estadisticas.statusCode, estadisticas.body).toBe(200);
    const semanas = estadisticas.json().capacitaciones_por_semana as {
      semana: string;
      sesiones: number;
      aprobados: number;
    }[];
    expect(semanas.at(-1)).toEqual({ semana: '2026-11-02', sesiones: 3, aprobados: 3 });
    expect(semanas.slice(0, -1).every((s) => s.sesiones === 0 && s.aprobados === 0)).toBe(true);

    const informe = await api(dueno.token, 'GET', '/encargados/informe');
    expect(informe.statusCode, informe.body).toBe(200);
    expect(informe.json().capacitaciones).toEqual([
      { usuario: 'Chef1', sesiones: 2, asistentes: 3 },
      { usuario: 'Chef2', sesiones: 1, asistentes: 1 },
    ]);
    const anterior = await api(dueno.token, 'GET', '/encargados/informe?semana=2026-10-26');
    expect(anterior.json().capacitaciones).toEqual([]);
    // Neither report opens to a worker.
    expect((await api(cocinero.token, 'GET', '/estadisticas')).statusCode).toBe(403);
    expect((await api(cocinero.token, 'GET', '/encargados/informe')).statusCode).toBe(403);
  });
});
