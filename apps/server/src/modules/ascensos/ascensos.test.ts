import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MENSAJES_ASCENSOS as M } from '@mchabbo/shared/ascensos/contratos';
import { appConPersonas, type Persona } from '../../test/personas';

// Promotions with a process (docs/reglas.md, Promotions 28.1–28.5).

const elenco = appConPersonas('dueno', 'junta', 'gerente', 'gerente2', 'chef');
const { t, h, dueno, junta, gerente, gerente2, chef } = elenco;
let n = 0;

async function misionId(nombre: string) {
  const [fila] = await h.filas<{ id: number }>(
    sql`select id from misiones where mision = ${nombre}`,
  );
  return Number(fila?.id);
}

/** A worker of `mision` who has held their post for `dias` days. */
async function trabajador(mision = 'Cocinero', dias = 10) {
  const nombre = `Cocinero${++n}`;
  const p = await t.crearUsuario(nombre, 5);
  await h.darMision(p.id, mision);
  await t.database.db.execute(
    sql`update usuarios set fecha_registro = now() - make_interval(days => ${dias}) where id = ${p.id}`,
  );
  return { ...p, nombre };
}

const proponer = (token: string, payload: object) =>
  t.como(token, { method: 'POST', url: '/api/ascensos', payload });
const decidir = (token: string, id: number, payload: object) =>
  t.como(token, { method: 'PATCH', url: `/api/ascensos/${id}`, payload });
const lista = async (token: string) => {
  const res = await t.como(token, { method: 'GET', url: '/api/ascensos' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ascensos as Array<Record<string, unknown>>;
};
const notificaciones = async (token: string) => {
  const res = await t.como(token, { method: 'GET', url: '/api/notificaciones' });
  return (res.json().notificaciones as Array<{ texto: string }>).map((x) => x.texto);
};

describe('POST /ascensos', () => {
  it('a timekeeper proposes a higher mission below their own level, with the person’s figures', async () => {
    const w = await trabajador();
    const subChef = await misionId('Sub chef');
    const res = await proponer(chef.token, {
      usuario: w.nombre,
      mision: subChef,
      motivo: '  Constante y puntual  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      message: M.propuesto,
      ascenso: {
        usuario: w.nombre,
        antes: { rango: 'Cocinero', mision: 'Cocinero' },
        propuesto: { rango: 'Sub chef', mision: 'Sub chef' },
        propuesto_por: 'Chef1',
        motivo: 'Constante y puntual',
        estado: 'pendiente',
        dias_en_rango: 10,
        dias_minimos: 7,
        horas_semana: 0,
        horas_semana_anterior: 0,
        advertencias_activas: 0,
        puede_decidir: false,
        lema: null,
      },
    });
    // The administration above both is told.
    expect(await notificaciones(gerente.token)).toContain(
      `Chef1 propone ascender a ${w.nombre} a Sub chef.`,
    );
    expect(await notificaciones(dueno.token)).toContain(
      `Chef1 propone ascender a ${w.nombre} a Sub chef.`,
    );
  });

  it('refuses too early with the days in rank and the minimum, except for the owner', async () => {
    const w = await trabajador('Cocinero', 3);
    const subChef = await misionId('Sub chef');
    const res = await proponer(chef.token, { usuario: w.nombre, mision: subChef, motivo: 'Bien' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`${w.nombre} lleva 3 días en su rango; el mínimo es 7.`);
    const delDueno = await proponer(dueno.token, {
      usuario: w.nombre,
      mision: subChef,
      motivo: 'Bien',
    });
    expect(delDueno.statusCode, delDueno.body).toBe(201);
  });

  it('counts the days from the last change of post, with the minimum of the person’s rank', async () => {
    const w = await trabajador('Cocinero', 30);
    await t.database.db.execute(
      sql`insert into historial_rangos (usuario_id, fecha, antes, despues, motivo)
          values (${w.id}, now() - interval '2 days', 'Lavaloza', 'Cocinero', 'Cambio de misión')`,
    );
    const subChef = await misionId('Sub chef');
    const pronto = await proponer(chef.token, { usuario: w.nombre, mision: subChef, motivo: 'Ya' });
    expect(pronto.json().message).toBe(`${w.nombre} lleva 2 días en su rango; el mínimo es 7.`);
    const ajuste = await t.como(dueno.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { ascenso_min_dias: { Cocinero: 2 } },
    });
    expect(ajuste.statusCode, ajuste.body).toBe(200);
    expect(ajuste.json().ascenso_min_dias).toEqual({ Cocinero: 2 });
    const ya = await proponer(chef.token, { usuario: w.nombre, mision: subChef, motivo: 'Ya' });
    expect(ya.statusCode, ya.body).toBe(201);
    expect(ya.json().ascenso.dias_minimos).toBe(2);
    await t.como(dueno.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { ascenso_min_dias: {} },
    });
  });

  it('refuses unknown people and missions, equals, posts at or above the proposer and lower posts', async () => {
    const w = await trabajador();
    const subChef = await misionId('Sub chef');
    const cases: Array<[Persona, object, number, string]> = [
      [chef, { usuario: 'Nadie', mision: subChef, motivo: 'x' }, 404, M.personaNoExiste],
      [chef, { usuario: w.nombre, mision: 999_999, motivo: 'x' }, 404, M.misionNoExiste],
      [chef, { usuario: 'Gerente1', mision: subChef, motivo: 'x' }, 403, M.rangoInferior],
      [chef, { usuario: 'Chef1', mision: subChef, motivo: 'x' }, 403, M.rangoInferior],
      [
        chef,
        { usuario: w.nombre, mision: await misionId('Chef ejecutivo Plata'), motivo: 'x' },
        403,
        M.nivelPropio,
      ],
      [
        chef,
        { usuario: w.nombre, mision: await misionId('Lavaloza'), motivo: 'x' },
        400,
        M.misionNoSuperior,
      ],
      [
        chef,
        { usuario: w.nombre, mision: await misionId('Ayudante de meseros'), motivo: 'x' },
        400,
        M.misionNoSuperior,
      ],
      [chef, { usuario: w.nombre, mision: subChef, motivo: '   ' }, 400, M.motivoObligatorio],
    ];
    for (const [quien, payload, status, message] of cases) {
      const res = await proponer(quien.token, payload);
      expect([res.statusCode, res.json().message], JSON.stringify(payload)).toEqual([
        status,
        message,
      ]);
    }
    const invitado = await t.crearUsuario(`Invitado${++n}`, 7);
    const r = await proponer(gerente.token, {
      usuario: `Invitado${n}`,
      mision: subChef,
      motivo: 'x',
    });
    expect([r.statusCode, r.json().message]).toEqual([400, M.soloPersonal]);
    expect(invitado.id).toBeGreaterThan(0);
    // Workers below the timekeepers cannot propose at all.
    const sub = await t.crearUsuario(`Sub${++n}`, 4);
    expect(
      (await proponer(sub.token, { usuario: w.nombre, mision: subChef, motivo: 'x' })).statusCode,
    ).toBe(403);
  });

  it('takes the mission as an id only: a boolean, null, a list or other text is refused (docs/reglas.md, Requests 32.3)', async () => {
    const w = await trabajador();
    const antes = await lista(dueno.token);
    for (const mision of [true, false, null, [await misionId('Sub chef')], {}, '', '3x', 1.5, -2]) {
      const res = await proponer(chef.token, { usuario: w.nombre, mision, motivo: 'Bien' });
      expect([res.statusCode, res.json()], JSON.stringify(mision)).toEqual([
        400,
        { message: M.misionObligatoria },
      ]);
    }
    expect(await lista(dueno.token)).toEqual(antes);
    // The id as a form's select holds it (digits) is still an id.
    const texto = await proponer(chef.token, {
      usuario: w.nombre,
      mision: String(await misionId('Sub chef')),
      motivo: 'Bien',
    });
    expect(texto.statusCode, texto.body).toBe(201);
  });

  it('within a level-3 rank, a type that costs more is higher', async () => {
    const w = await trabajador('Chef ejecutivo Plata');
    await t.database.db.execute(sql`update usuarios set nivel = 3 where id = ${w.id}`);
    const oro = await misionId('Chef ejecutivo Oro');
    const res = await proponer(gerente.token, { usuario: w.nombre, mision: oro, motivo: 'Sube' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().ascenso.propuesto).toEqual({
      rango: 'Chef ejecutivo',
      mision: 'Chef ejecutivo Oro',
    });
  });

  it('keeps one pending proposal per person', async () => {
    const w = await trabajador();
    const subChef = await misionId('Sub chef');
    expect(
      (await proponer(chef.token, { usuario: w.nombre, mision: subChef, motivo: 'a' })).statusCode,
    ).toBe(201);
    const otra = await proponer(gerente.token, { usuario: w.nombre, mision: subChef, motivo: 'b' });
    expect([otra.statusCode, otra.json().message]).toEqual([
      409,
      `${w.nombre} ya tiene un ascenso pendiente.`,
    ]);
  });
});

describe('GET /ascensos and PATCH /ascensos/{id}', () => {
  it('the administration above both approves: the post changes as an administrator’s change does', async () => {
    const w = await trabajador();
    // A confirmed shift of 1 h this week, and an active warning.
    const tiempo = await h.iniciar(chef.token, 'Chef1', w.nombre);
    await h.envejecer(tiempo, 3600);
    expect(
      (await h.post(chef.token, 'confirmar', { id: tiempo, confirmado: true })).statusCode,
    ).toBe(200);
    await t.como(chef.token, {
      method: 'POST',
      url: '/api/advertencias',
      payload: { usuario: w.nombre, motivo: 'Tarde' },
    });
    const subChef = await misionId('Sub chef');
    const id = (
      await proponer(chef.token, { usuario: w.nombre, mision: subChef, motivo: 'Bien' })
    ).json().ascenso.id as number;

    // The proposer sees their own, the deciders the pending ones, others nothing.
    expect((await lista(chef.token)).find((a) => a.id === id)).toMatchObject({
      puede_decidir: false,
    });
    expect((await lista(gerente.token)).find((a) => a.id === id)).toMatchObject({
      puede_decidir: true,
      horas_semana: 1,
      advertencias_activas: 1,
      dias_en_rango: 10,
    });
    const otroChef = await t.crearUsuario(`Chef${++n}`, 3);
    expect((await lista(otroChef.token)).find((a) => a.id === id)).toBeUndefined();
    // A timekeeper below the administration cannot decide.
    expect((await decidir(chef.token, id, { aprobado: true })).statusCode).toBe(403);

    const res = await decidir(gerente.token, id, { aprobado: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: M.aprobado,
      ascenso: {
        estado: 'aprobado',
        decidido_por: 'Gerente1',
        lema: 'McHabbo · Sub chef',
        puede_decidir: false,
      },
    });
    // The post, its rank history, the end of the person's sessions and the notices.
    const [u] = await h.filas<{ nivel: number; mision: string }>(
      sql`select u.nivel, m.mision from usuarios u join misiones m on m.id = u.mision_id where u.id = ${w.id}`,
    );
    expect(u).toEqual({ nivel: 4, mision: 'Sub chef' });
    const [historial] = await h.filas<{ antes: string; despues: string; motivo: string }>(
      sql`select antes, despues, motivo from historial_rangos where usuario_id = ${w.id} order by id desc limit 1`,
    );
    expect(historial).toEqual({ antes: 'Cocinero', despues: 'Sub chef', motivo: 'Ascenso' });
    expect((await t.como(w.token, { method: 'GET', url: '/api/notificaciones' })).statusCode).toBe(
      401,
    );
    const token = await t.login(w.nombre);
    expect(await notificaciones(token)).toContain(
      'Gerente1 cambió tu puesto: ahora eres Sub chef.',
    );
    expect(await notificaciones(chef.token)).toContain(
      `Gerente1 aprobó el ascenso de ${w.nombre} a Sub chef.`,
    );
    // Each step leaves its audit row.
    const auditoria = await h.filas<{ accion: string }>(
      sql`select tipo || '.' || accion as accion from auditoria where usuario_id = ${w.id} order by id`,
    );
    expect(auditoria.map((a) => a.accion)).toEqual(
      expect.arrayContaining(['ascenso.propuesto', 'usuario.puesto', 'ascenso.aprobado']),
    );
    // Decided once.
    const otra = await decidir(dueno.token, id, { aprobado: false, motivo: 'No' });
    expect([otra.statusCode, otra.json().message]).toEqual([409, M.yaDecidido]);
  });

  it('a rejection needs its reason, keeps it and tells the proposer', async () => {
    const w = await trabajador();
    const subChef = await misionId('Sub chef');
    const id = (
      await proponer(chef.token, { usuario: w.nombre, mision: subChef, motivo: 'Bien' })
    ).json().ascenso.id as number;
    for (const payload of [{ aprobado: false }, { aprobado: false, motivo: '  ' }]) {
      const r = await decidir(gerente.token, id, payload);
      expect([r.statusCode, r.json().message]).toEqual([400, M.motivoRechazo]);
    }
    const conMotivo = await decidir(gerente.token, id, { aprobado: true, motivo: 'Sí' });
    expect([conMotivo.statusCode, conMotivo.json().message]).toEqual([400, M.motivoSinRechazo]);
    const res = await decidir(gerente.token, id, { aprobado: false, motivo: 'Aún no' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ascenso).toMatchObject({
      estado: 'rechazado',
      motivo_rechazo: 'Aún no',
      lema: null,
    });
    expect(await notificaciones(chef.token)).toContain(
      `Gerente1 rechazó el ascenso de ${w.nombre} a Sub chef. Motivo: Aún no`,
    );
    const [u] = await h.filas<{ nivel: number }>(
      sql`select nivel from usuarios where id = ${w.id}`,
    );
    expect(u?.nivel).toBe(5);
  });

  it('only the administration above both decides; the owner decides any, even their own', async () => {
    const w = await trabajador();
    const subChef = await misionId('Sub chef');
    const id = (
      await proponer(gerente.token, { usuario: w.nombre, mision: subChef, motivo: 'x' })
    ).json().ascenso.id as number;
    for (const quien of [gerente, gerente2]) {
      const r = await decidir(quien.token, id, { aprobado: true });
      expect([r.statusCode, r.json().message]).toEqual([403, M.sinPermiso]);
    }
    expect((await lista(gerente2.token)).find((a) => a.id === id)).toBeUndefined();
    expect((await lista(junta.token)).find((a) => a.id === id)).toMatchObject({
      puede_decidir: true,
    });
    expect((await decidir(junta.token, id, { aprobado: true })).statusCode).toBe(200);

    const w2 = await trabajador();
    const propio = (
      await proponer(dueno.token, { usuario: w2.nombre, mision: subChef, motivo: 'x' })
    ).json().ascenso.id as number;
    expect((await decidir(dueno.token, propio, { aprobado: true })).statusCode).toBe(200);
    expect((await decidir(dueno.token, 999_999, { aprobado: true })).statusCode).toBe(404);
  });

  it('refuses an approval when the person’s post changed since the proposal', async () => {
    const w = await trabajador();
    const subChef = await misionId('Sub chef');
    const id = (
      await proponer(chef.token, { usuario: w.nombre, mision: subChef, motivo: 'x' })
    ).json().ascenso.id as number;
    const mision = await misionId('Personal de limpieza');
    expect(
      (
        await t.como(gerente.token, {
          method: 'PATCH',
          url: `/api/user/${w.id}/mision`,
          payload: { misionId: mision },
        })
      ).statusCode,
    ).toBe(200);
    const r = await decidir(gerente.token, id, { aprobado: true });
    expect([r.statusCode, r.json().message]).toEqual([
      409,
      `El puesto de ${w.nombre} cambió desde la propuesta.`,
    ]);
  });

  it('the Habbo motto follows formato_mision', async () => {
    const mal = await t.como(dueno.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { formato_mision: '{app} {nombre}' },
    });
    expect([mal.statusCode, mal.json().message]).toEqual([
      400,
      'El formato solo admite {app}, {rango} y {mision}.',
    ]);
    const ok = await t.como(dueno.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { formato_mision: '[{app}] {rango}: {mision}' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const w = await trabajador();
    const subChef = await misionId('Sub chef');
    const id = (
      await proponer(chef.token, { usuario: w.nombre, mision: subChef, motivo: 'x' })
    ).json().ascenso.id as number;
    const res = await decidir(gerente.token, id, { aprobado: true });
    expect(res.json().ascenso.lema).toBe('[McHabbo] Sub chef: Sub chef');
    await t.como(dueno.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { formato_mision: '{app} · {mision}' },
    });
  });

  it('GET /ascensos/candidato lists the missions the caller may propose', async () => {
    const w = await trabajador();
    const res = await t.como(chef.token, {
      method: 'GET',
      url: `/api/ascensos/candidato?usuario=${w.nombre}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      usuario: w.nombre,
      rango: 'Cocinero',
      dias_en_rango: 10,
      dias_minimos: 7,
    });
    expect(res.json().misiones.map((m: { mision: string }) => m.mision)).toEqual([
      'Sub chef',
      'Meseros',
      'Técnico de mantenimiento',
    ]);
    const arriba = await t.como(chef.token, {
      method: 'GET',
      url: '/api/ascensos/candidato?usuario=Gerente1',
    });
    expect(arriba.statusCode).toBe(403);
  });
});
