import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MENSAJES_NOTIFICACIONES as M,
  NOTIFICACIONES_POR_PAGINA,
  type Notificacion,
} from '@mchabbo/shared/notificaciones/contratos';
import { diaLocal } from '@mchabbo/shared/paga/reglas';
import { appConPersonas } from '../../test/personas';
import { barrerNotificaciones } from './notificaciones.service';

const elenco = appConPersonas('dueno', 'junta', 'gerente', 'chef7', 'cocinero', 'ayudante');
const { t, h, dueno, junta, gerente, chef7: chef, cocinero, ayudante } = elenco;

const H = 3600;

async function bandeja(token: string, cursor?: number) {
  const res = await t.como(token, {
    method: 'GET',
    url: `/api/notificaciones${cursor ? `?cursor=${cursor}` : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    notificaciones: Notificacion[];
    sin_leer: number;
    siguiente: number | null;
  };
}

/** The newest notification of a person, of one kind. */
async function ultima(token: string, tipo: string) {
  return (await bandeja(token)).notificaciones.find((n) => n.tipo === tipo);
}

/** A confirmed shift of `segundos` for Cocinero1, timed and confirmed by Chef7. */
async function turno(segundos: number) {
  const { id, respuesta } = await h.turnoConfirmado(chef.token, 'Chef7', 'Cocinero1', segundos);
  return { id, ...(respuesta.tiempo as { creditos: number; pago_id: number }) };
}

describe('shifts and pay', () => {
  it('tells the worker a shift was confirmed, with who, how long and the credits', async () => {
    const { creditos } = await turno(2 * H + 30 * 60);
    const n = await ultima(cocinero.token, 'tiempo.confirmado');
    expect(n).toMatchObject({
      texto: `Chef7 confirmó tu turno de 2h 30m: ${creditos} créditos.`,
      enlace: '/mchabbo/perfil',
      leida: false,
    });
    expect(creditos).toBeGreaterThan(0);
    expect(new Date(n?.creada_en ?? '').getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The manager who acted is not told about it.
    expect(await ultima(chef.token, 'tiempo.confirmado')).toBeUndefined();
  });

  it('tells the worker a confirmed shift was voided, with the reason', async () => {
    const { id } = await turno(H + 5 * 60);
    const res = await h.post(gerente.token, 'anular', { id, motivo: 'Turno duplicado' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await ultima(cocinero.token, 'tiempo.anulado'))?.texto).toBe(
      'Gerente1 anuló tu turno de 1h 5m. Motivo: Turno duplicado',
    );
  });

  it('tells the worker their pay entry was paid', async () => {
    const { pago_id } = await turno(3 * H);
    const res = await h.post(gerente.token, 'marcar-pagado', { id: pago_id });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = (await t.database.db.execute(
      sql`select semana::text as semana, creditos from pagos where id = ${pago_id}`,
    )) as unknown as { rows: { semana: string; creditos: number }[] };
    const [a, m, d] = (rows[0]?.semana ?? '').split('-');
    expect((await ultima(cocinero.token, 'pago.pagado'))?.texto).toBe(
      `Gerente1 te pagó ${rows[0]?.creditos} créditos de la semana del ${d}/${m}/${a}.`,
    );
  });
});

describe('the inbox is private', () => {
  it('needs a session, and shows each person only their own', async () => {
    expect((await t.como(null, { method: 'GET', url: '/api/notificaciones' })).statusCode).toBe(
      401,
    );
    const propias = await bandeja(cocinero.token);
    expect(propias.notificaciones.length).toBeGreaterThan(0);
    const ajenas = await bandeja(ayudante.token);
    expect(ajenas).toEqual({ notificaciones: [], sin_leer: 0, siguiente: null });
  });

  it('marks read only the caller’s own: others’ ids change nothing', async () => {
    const antes = await bandeja(cocinero.token);
    const ids = antes.notificaciones.map((n) => n.id);
    const ajeno = await t.como(ayudante.token, {
      method: 'POST',
      url: '/api/notificaciones/leidas',
      payload: { ids },
    });
    expect(ajeno.json()).toEqual({ message: M.leidas, sin_leer: 0 });
    expect((await bandeja(cocinero.token)).sin_leer).toBe(antes.sin_leer);
    const una = await t.como(cocinero.token, {
      method: 'POST',
      url: '/api/notificaciones/leidas',
      payload: { ids: [ids[0]] },
    });
    expect(una.json()).toEqual({ message: M.leidas, sin_leer: antes.sin_leer - 1 });
    const todas = await t.como(cocinero.token, {
      method: 'POST',
      url: '/api/notificaciones/leidas',
      payload: {},
    });
    expect(todas.json()).toEqual({ message: M.leidas, sin_leer: 0 });
    expect((await bandeja(cocinero.token)).notificaciones.every((n) => n.leida)).toBe(true);
  });

  it('refuses bad ids and cursors with a Spanish message', async () => {
    const malIds = await t.como(cocinero.token, {
      method: 'POST',
      url: '/api/notificaciones/leidas',
      payload: { ids: ['x'] },
    });
    expect(malIds.statusCode).toBe(400);
    const malCursor = await t.como(cocinero.token, {
      method: 'GET',
      url: '/api/notificaciones?cursor=-3',
    });
    expect(malCursor.statusCode).toBe(400);
    expect(malCursor.json().message).toContain(M.cursorInvalido);
  });

  it('pages the inbox newest first with a cursor', async () => {
    const fechas = Array.from({ length: NOTIFICACIONES_POR_PAGINA + 5 }, (_, i) => i);
    for (const i of fechas) {
      await t.database.db.execute(sql`insert into notificaciones (usuario_id, tipo, texto, enlace)
        values (${ayudante.id}, 'prueba', ${`Aviso ${i}`}, '/mchabbo/perfil')`);
    }
    const primera = await bandeja(ayudante.token);
    expect(primera.notificaciones).toHaveLength(NOTIFICACIONES_POR_PAGINA);
    expect(primera.notificaciones[0]?.texto).toBe(`Aviso ${fechas.length - 1}`);
    expect(primera.sin_leer).toBe(fechas.length);
    expect(primera.siguiente).not.toBeNull();
    const segunda = await bandeja(ayudante.token, primera.siguiente ?? 0);
    expect(segunda.notificaciones.map((n) => n.texto)).toEqual([
      'Aviso 4',
      'Aviso 3',
      'Aviso 2',
      'Aviso 1',
      'Aviso 0',
    ]);
    expect(segunda.siguiente).toBeNull();
  });
});

describe('requests, decisions, warnings and posts', () => {
  it('a name-change request tells the administration above; approval tells the person', async () => {
    const res = await t.como(cocinero.token, {
      method: 'POST',
      url: '/api/user/change-name',
      payload: { nameUser: 'Cocinero1', newName: 'CocineroNuevo' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const texto = 'Cocinero1 pidió cambiar su nombre a CocineroNuevo.';
    for (const admin of [dueno, junta, gerente]) {
      expect((await ultima(admin.token, 'nombre.solicitado'))?.texto).toBe(texto);
    }
    // Timekeepers cannot decide it, and are not told.
    expect(await ultima(chef.token, 'nombre.solicitado')).toBeUndefined();
    const id = res.json().solicitud.id as number;
    const ok = await t.como(gerente.token, {
      method: 'PATCH',
      url: `/api/user/change-name/${id}`,
      payload: { aprobado: true },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    cocinero.token = await t.login('CocineroNuevo'); // a rename ends the person's sessions
    expect((await ultima(cocinero.token, 'nombre.aprobado'))?.texto).toBe(
      'Gerente1 aprobó tu cambio de nombre: ahora eres CocineroNuevo.',
    );
  });

  it('a rejected name change tells only the person, with who rejected it and why', async () => {
    const res = await t.como(ayudante.token, {
      method: 'POST',
      url: '/api/user/change-name',
      payload: { nameUser: 'Ayudante1', newName: 'AyudanteNuevo' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const no = await t.como(junta.token, {
      method: 'PATCH',
      url: `/api/user/change-name/${res.json().solicitud.id}`,
      payload: { aprobado: false, motivo: 'Ese nombre no es el tuyo en Habbo.' },
    });
    expect(no.statusCode, no.body).toBe(200);
    expect((await ultima(ayudante.token, 'nombre.rechazado'))?.texto).toBe(
      'Junta1 rechazó tu cambio de nombre a AyudanteNuevo. Motivo: Ese nombre no es el tuyo en Habbo.',
    );
    for (const otro of [dueno, junta, gerente, chef, cocinero]) {
      expect(await ultima(otro.token, 'nombre.rechazado')).toBeUndefined();
    }
  });

  it('a leave request tells the administration above; the decision tells the person', async () => {
    const hoy = diaLocal(new Date(), 'Europe/Madrid');
    const res = await t.como(ayudante.token, {
      method: 'POST',
      url: '/api/ausencias',
      payload: { desde: hoy, hasta: hoy, motivo: 'Exámenes' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [a, m, d] = hoy.split('-');
    const fecha = `${d}/${m}/${a}`;
    expect((await ultima(gerente.token, 'ausencia.solicitada'))?.texto).toBe(
      `Ayudante1 pidió una ausencia del ${fecha} al ${fecha}.`,
    );
    expect(await ultima(chef.token, 'ausencia.solicitada')).toBeUndefined();
    const id = res.json().ausencia.id as number;
    const no = await t.como(junta.token, {
      method: 'PATCH',
      url: `/api/ausencias/${id}`,
      payload: { aprobada: false },
    });
    expect(no.statusCode, no.body).toBe(200);
    expect((await ultima(ayudante.token, 'ausencia.decidida'))?.texto).toBe(
      `Junta1 rechazó tu ausencia del ${fecha} al ${fecha}.`,
    );
  });

  it('a warning tells the person who warned and why', async () => {
    const res = await t.como(chef.token, {
      method: 'POST',
      url: '/api/advertencias',
      payload: { usuario: 'Ayudante1', motivo: 'Llegó tarde  al turno' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await ultima(ayudante.token, 'advertencia.recibida'))?.texto).toBe(
      'Chef7 te dio una advertencia: Llegó tarde al turno',
    );
  });

  it('a change of post, by an administrator or by a sale, tells the person', async () => {
    const rango = await t.como(dueno.token, {
      method: 'PATCH',
      url: `/api/user/${ayudante.id}/role`,
      payload: { role: 7 },
    });
    expect(rango.statusCode, rango.body).toBe(200);
    ayudante.token = await t.login('Ayudante1'); // a change of post ends the person's sessions
    expect((await ultima(ayudante.token, 'usuario.puesto'))?.texto).toBe(
      'Duena cambió tu puesto: ahora eres Invitado.',
    );
    const { rows } = (await t.database.db.execute(
      sql`select m.id, m.mision, r.nombre as rango from misiones m join rangos r on r.id = m.rango_id
          where r.nivel = 6 order by m.id limit 1`,
    )) as unknown as { rows: { id: number; mision: string; rango: string }[] };
    const mision = rows[0];
    const venta = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/ventas',
      payload: { usuario: 'Ayudante1', mision: mision?.id },
    });
    expect(venta.statusCode, venta.body).toBe(201);
    ayudante.token = await t.login('Ayudante1');
    expect((await ultima(ayudante.token, 'venta.registrada'))?.texto).toBe(
      // A mission named like its rank is said once.
      `Gerente1 te vendió un puesto: ahora eres ${
        mision?.mision === mision?.rango ? mision?.rango : `${mision?.rango} (${mision?.mision})`
      }.`,
    );
  });
});

describe('memberships and the sweep', () => {
  it('tells the holder once when it ends within 3 days, and once when it ended', async () => {
    const res = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/membresias',
      payload: { usuario: 'Ayudante1', membresia: 'VIP' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().membresia.id as number;
    await barrerNotificaciones({ db: t.database.db });
    expect(await ultima(ayudante.token, 'membresia.termina')).toBeUndefined();

    const fin = new Date(Date.now() + 2 * 24 * H * 1000);
    await t.database.db.execute(sql`update membresias set fecha_fin = ${fin} where id = ${id}`);
    await barrerNotificaciones({ db: t.database.db });
    await barrerNotificaciones({ db: t.database.db });
    const [a, m, d] = diaLocal(fin, 'Europe/Madrid').split('-');
    const avisos = (await bandeja(ayudante.token)).notificaciones.filter((n) =>
      n.tipo.startsWith('membresia.'),
    );
    expect(avisos.map((n) => n.texto)).toEqual([`Tu membresía VIP termina el ${d}/${m}/${a}.`]);

    const pasada = new Date(Date.now() - 60_000);
    await t.database.db.execute(sql`update membresias set fecha_fin = ${pasada} where id = ${id}`);
    await barrerNotificaciones({ db: t.database.db });
    await barrerNotificaciones({ db: t.database.db });
    const despues = (await bandeja(ayudante.token)).notificaciones.filter((n) =>
      n.tipo.startsWith('membresia.'),
    );
    expect(despues.map((n) => n.texto)).toEqual([
      'Tu membresía VIP terminó.',
      `Tu membresía VIP termina el ${d}/${m}/${a}.`,
    ]);
  });

  it('forgets notifications older than 90 days', async () => {
    await t.database.db
      .execute(sql`insert into notificaciones (usuario_id, tipo, texto, enlace, creada_en)
      values (${junta.id}, 'prueba', 'Muy vieja', '/mchabbo/perfil', now() - interval '91 days'),
             (${junta.id}, 'prueba', 'Reciente', '/mchabbo/perfil', now() - interval '89 days')`);
    await barrerNotificaciones({ db: t.database.db });
    const textos = (await bandeja(junta.token)).notificaciones.map((n) => n.texto);
    expect(textos).toContain('Reciente');
    expect(textos).not.toContain('Muy vieja');
  });
});
