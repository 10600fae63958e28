import { beforeAll, describe, expect, it } from 'vitest';
import { crearAppDePrueba, type TestApp } from '../../test/app';

let t: TestApp;
let dueno: string;
let gerente: { id: number; token: string };
let misiones: Array<{ id: number; mision: string; costo: number }>;
const mision = (nombre: string) => {
  const m = misiones.find((x) => x.mision === nombre);
  if (!m) throw new Error(nombre);
  return m;
};

beforeAll(async () => {
  t = await crearAppDePrueba();
  dueno = (await t.crearUsuario('Duena', 0)).token;
  gerente = await t.crearUsuario('Gerente1', 2);
  misiones = (await t.como(dueno, { method: 'GET', url: '/api/misiones' })).json();
});

const vender = (token: string, payload: object) =>
  t.como(token, { method: 'POST', url: '/api/ventas', payload });

describe('sales', () => {
  it('sells a post: the buyer gets it at once and the owner share follows the setting', async () => {
    await t.crearUsuario('Comprador1', 7);
    const chef = mision('Chef ejecutivo Diamante');
    const res = await vender(gerente.token, {
      usuario: 'Comprador1',
      mision: chef.id,
      user: 'Gerente1',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Venta realizada con éxito',
      venta: {
        comprador: 'Comprador1',
        vendedor: 'Gerente1',
        rango: 'Chef ejecutivo',
        mision: 'Chef ejecutivo Diamante',
        costo: 700,
        gananciaDueno: 70,
        montoTotal: 700,
        pagoRecibido: false,
      },
    });
    const perfil = await t.como(dueno, { method: 'GET', url: '/api/user/perfil/Comprador1' });
    expect(perfil.json()).toMatchObject({
      nivel: 3,
      rango: 'Chef ejecutivo',
      mision: 'Chef ejecutivo Diamante',
    });
  });

  it('keeps the owner share of past sales when the setting changes', async () => {
    await t.crearUsuario('Comprador2', 7);
    const ajuste = await t.como(dueno, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { porcentaje_dueno: 25 },
    });
    expect(ajuste.json()).toMatchObject({ porcentaje_dueno: 25, message: 'Ajustes guardados' });
    const m = mision('Supervisor de limpieza Plata'); // cost 100
    const res = await vender(gerente.token, { usuario: 'Comprador2', mision: m.id });
    expect(res.json().venta).toMatchObject({ costo: 100, gananciaDueno: 25 });
    await t.como(dueno, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { porcentaje_dueno: 10 },
    });
    const lista = (
      await t.como(gerente.token, { method: 'GET', url: '/api/ventas' })
    ).json() as Array<{ comprador: string; gananciaDueno: number }>;
    expect(lista.find((v) => v.comprador === 'Comprador2')?.gananciaDueno).toBe(25);
    expect(lista.find((v) => v.comprador === 'Comprador1')?.gananciaDueno).toBe(70);
  });

  it('rounds the owner share to whole credits', async () => {
    await t.crearUsuario('Comprador3', 7);
    await t.como(dueno, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { porcentaje_dueno: 15 },
    });
    const res = await vender(gerente.token, {
      usuario: 'Comprador3',
      mision: mision('Supervisor de limpieza Oro').id,
    });
    expect(res.json().venta.gananciaDueno).toBe(23); // 150 × 15 % = 22.5
    await t.como(dueno, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { porcentaje_dueno: 10 },
    });
  });

  it('refuses selling a rank at or above one’s level, to oneself, to an equal, or as someone else', async () => {
    await t.crearUsuario('Gerente2', 2);
    await t.crearUsuario('Comprador4', 7);
    const casos: Array<[object, number, string]> = [
      [
        { usuario: 'Comprador4', mision: mision('Gerente de Marketing').id },
        403,
        'Solo puedes vender rangos inferiores al tuyo.',
      ],
      [
        { usuario: 'Comprador4', mision: mision('Presidente').id },
        403,
        'Solo puedes vender rangos inferiores al tuyo.',
      ],
      [
        { usuario: 'Gerente1', mision: mision('Cocinero').id },
        403,
        'No puedes venderte a ti mismo.',
      ],
      [
        { usuario: 'Gerente2', mision: mision('Cocinero').id },
        403,
        'Solo puedes vender a personas de rango inferior al tuyo.',
      ],
      [
        { usuario: 'Comprador4', mision: mision('Cocinero').id, user: 'Gerente2' },
        403,
        'Solo puedes acceder a tu propia cuenta.',
      ],
      [{ usuario: 'NoExiste', mision: mision('Cocinero').id }, 404, 'El comprador no existe.'],
      [{ usuario: 'Comprador4', mision: 999999 }, 404, 'La misión no existe.'],
      [{ usuario: '', mision: mision('Cocinero').id }, 400, 'Selecciona un comprador.'],
      [{ usuario: 'Comprador4' }, 400, 'Selecciona una misión.'],
    ];
    for (const [body, status, message] of casos) {
      const res = await vender(gerente.token, body);
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([status, message]);
    }
    const perfil = await t.como(dueno, { method: 'GET', url: '/api/user/perfil/Comprador4' });
    expect(perfil.json()).toMatchObject({ nivel: 7, mision: null });
    const supervisor = await t.crearUsuario('Super1', 3);
    expect(
      (await vender(supervisor.token, { usuario: 'Comprador4', mision: mision('Cocinero').id }))
        .statusCode,
    ).toBe(403);
  });

  it('takes the mission as an id only: a boolean or a list is refused, not read as an id', async () => {
    await t.crearUsuario('CompradorId', 7);
    for (const m of [true, null, [mision('Cocinero').id]]) {
      const res = await vender(gerente.token, { usuario: 'CompradorId', mision: m });
      expect([res.statusCode, res.json()], JSON.stringify(m)).toEqual([
        400,
        { message: 'Selecciona una misión.' },
      ]);
    }
  });

  it('toggles payment received', async () => {
    const lista = (
      await t.como(gerente.token, { method: 'GET', url: '/api/ventas' })
    ).json() as Array<{ id: number }>;
    const id = lista[0]?.id;
    const uno = await t.como(gerente.token, { method: 'PATCH', url: `/api/ventas/${id}` });
    expect(uno.json()).toMatchObject({
      message: 'Estado de pago actualizado correctamente',
      venta: { pagoRecibido: true },
    });
    const dos = await t.como(gerente.token, { method: 'PATCH', url: `/api/ventas/${id}` });
    expect(dos.json().venta.pagoRecibido).toBe(false);
    expect(
      (await t.como(gerente.token, { method: 'PATCH', url: '/api/ventas/999999' })).statusCode,
    ).toBe(404);
  });

  it('stores the sale and the promotion together or not at all', async () => {
    await t.crearUsuario('Comprador5', 7);
    const antes = (await t.como(gerente.token, { method: 'GET', url: '/api/ventas' })).json()
      .length;
    // A sale whose buyer update fails (mission removed between check and write is
    // simulated by a trigger that rejects the promotion) must leave no sale behind.
    await t.database.db.execute(
      `create function rechazar() returns trigger language plpgsql as $$ begin raise exception 'forzado'; end $$` as never,
    );
    await t.database.db.execute(
      `create trigger rechazar_ascenso before update of mision_id on usuarios for each row when (new.username = 'Comprador5') execute function rechazar()` as never,
    );
    const res = await vender(gerente.token, {
      usuario: 'Comprador5',
      mision: mision('Cocinero').id,
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Error interno del servidor. Inténtalo más tarde.' });
    const despues = (await t.como(gerente.token, { method: 'GET', url: '/api/ventas' })).json()
      .length;
    expect(despues).toBe(antes);
    await t.database.db.execute(`drop trigger rechazar_ascenso on usuarios` as never);
  });
});

describe('settings', () => {
  it('are the owner’s only and validated', async () => {
    expect((await t.como(gerente.token, { method: 'GET', url: '/api/ajustes' })).statusCode).toBe(
      403,
    );
    const res = await t.como(dueno, { method: 'GET', url: '/api/ajustes' });
    expect(res.json()).toEqual({
      porcentaje_dueno: 10,
      zona_horaria: 'Europe/Madrid',
      max_turno_horas: 6,
      advertencias_max: 3,
      dias_inactividad: 7,
      verificar_habbo: false,
      deshacer_segundos: 60,
      peticion_minutos: 30,
      ascenso_min_dias: {},
      formato_mision: '{app} · {mision}',
      discord_eventos: [],
      discord_webhook_final: null,
      entrevista_sala: '',
      entrevista_contacto: '',
      habbo_grupo: '',
      habbo_grupos_rivales: [],
      ausencia_aviso_dias: 7,
      ausencia_despido_dias: 20,
      revision_horas: 6,
    });
    const malos: Array<[object, string]> = [
      [{ porcentaje_dueno: 101 }, 'El porcentaje del dueño debe estar entre 0 y 100.'],
      [
        { zona_horaria: 'Marte/Olympus' },
        'La zona horaria no es válida (por ejemplo, Europe/Madrid).',
      ],
      [{ max_turno_horas: 0 }, 'El turno máximo debe estar entre 1 y 24 horas.'],
      [{ advertencias_max: 21 }, 'Las advertencias para despido deben estar entre 1 y 20.'],
      [{ dias_inactividad: 0 }, 'Los días de inactividad deben estar entre 1 y 90.'],
      [{}, 'No hay cambios que guardar.'],
    ];
    for (const [payload, message] of malos) {
      const r = await t.como(dueno, { method: 'PATCH', url: '/api/ajustes', payload });
      expect([r.statusCode, r.json().message]).toEqual([400, message]);
    }
    expect(
      (await t.como(dueno, { method: 'GET', url: '/api/ajustes' })).json().porcentaje_dueno,
    ).toBe(10);
  });
});

describe('who may mark a sale paid', () => {
  it('the seller, a rank above the seller or the owner; never the buyer or an equal', async () => {
    const vendedor = await t.crearUsuario('Vendedora2', 2);
    const igual = await t.crearUsuario('Igual2', 2);
    const junta = await t.crearUsuario('Junta2', 1);
    await t.crearUsuario('Compradora2', 7);
    const venta = await vender(vendedor.token, {
      usuario: 'Compradora2',
      mision: mision('Chef ejecutivo Diamante').id,
    });
    expect(venta.statusCode).toBe(201);
    const id = venta.json().venta.id as number;
    const comprador = await t.login('Compradora2');
    const alternar = (token: string) =>
      t.como(token, { method: 'PATCH', url: `/api/ventas/${id}` });
    const mensaje =
      'Solo quien hizo la venta, un rango superior al suyo o el dueño pueden cambiar su pago.';

    for (const token of [igual.token]) {
      const res = await alternar(token);
      expect([res.statusCode, res.json().message]).toEqual([403, mensaje]);
    }
    // The buyer now ranks below the seller and may not call the route at all.
    expect((await alternar(comprador)).statusCode).toBe(403);
    const cambios = [];
    for (const token of [vendedor.token, junta.token, dueno]) {
      const res = await alternar(token);
      expect(res.statusCode).toBe(200);
      cambios.push(res.json().venta.pagoRecibido);
    }
    expect(cambios).toEqual([true, false, true]);
  });
});

describe('a sale that would lower the buyer (docs/reglas.md, Sales 10.9)', () => {
  it('asks to confirm first, then sells with confirmar_descenso', async () => {
    await t.crearUsuario('Subchef9', 4);
    const antes = (await t.como(dueno, { method: 'GET', url: '/api/user/perfil/Subchef9' })).json<{
      rango: string;
      mision: string;
    }>();
    const hostes = mision('Hostes');

    const pedida = await vender(gerente.token, { usuario: 'Subchef9', mision: hostes.id });
    expect(pedida.statusCode).toBe(409);
    expect(pedida.json()).toEqual({
      message: `Esta venta bajaría a Subchef9 de ${antes.rango} a Hostes.`,
      requiere_confirmacion: true,
    });
    // Nothing was sold nor changed.
    const sigue = (await t.como(dueno, { method: 'GET', url: '/api/user/perfil/Subchef9' })).json();
    expect(sigue).toMatchObject({ rango: antes.rango, mision: antes.mision, nivel: 4 });
    const ventas = (await t.como(dueno, { method: 'GET', url: '/api/ventas' })).json() as Array<{
      comprador: string;
    }>;
    expect(ventas.some((v) => v.comprador === 'Subchef9')).toBe(false);

    const negada = await vender(gerente.token, {
      usuario: 'Subchef9',
      mision: hostes.id,
      confirmar_descenso: false,
    });
    expect(negada.statusCode).toBe(409);

    const hecha = await vender(gerente.token, {
      usuario: 'Subchef9',
      mision: hostes.id,
      confirmar_descenso: true,
    });
    expect(hecha.statusCode).toBe(201);
    expect(hecha.json().venta).toMatchObject({ comprador: 'Subchef9', rango: 'Hostes' });
    const despues = (
      await t.como(dueno, { method: 'GET', url: '/api/user/perfil/Subchef9' })
    ).json();
    expect(despues).toMatchObject({ rango: 'Hostes', nivel: 6 });
  });

  it('needs no confirmation for a guest, a rank of the same level or a higher one', async () => {
    await t.crearUsuario('Invitada9', 7);
    await t.crearUsuario('Cocinera9', 5);
    const sinConfirmar = [
      ['Invitada9', 'Hostes'],
      ['Cocinera9', 'Ayudante de meseros'],
      ['Cocinera9', 'Meseros'],
    ] as const;
    for (const [usuario, nombre] of sinConfirmar) {
      const res = await vender(gerente.token, { usuario, mision: mision(nombre).id });
      expect([usuario, nombre, res.statusCode]).toEqual([usuario, nombre, 201]);
    }
  });

  it('refuses a confirmation that is not a boolean', async () => {
    await t.crearUsuario('Meseros9', 4);
    const res = await vender(gerente.token, {
      usuario: 'Meseros9',
      mision: mision('Hostes').id,
      confirmar_descenso: 'si',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('confirmar_descenso debe ser verdadero o falso.');
  });
});
