import { describe, expect, it } from 'vitest';
import { appConPersonas } from '../../test/personas';

const { t, gerente } = appConPersonas('gerente');

const pedir = (token: string, payload: object) =>
  t.como(token, { method: 'POST', url: '/api/user/change-name', payload });
const aprobar = (token: string, id: number, payload: object = { aprobado: true }) =>
  t.como(token, { method: 'PATCH', url: `/api/user/change-name/${id}`, payload });

describe('name changes', () => {
  it('goes from request to approval; the person signs in with the new name', async () => {
    const p = await t.crearUsuario('NombreViejo', 5);
    const res = await pedir(p.token, { nameUser: 'NombreViejo', newName: 'NombreNuevo' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: '¡Enviado correctamente!',
      solicitud: { newName: 'NombreNuevo', aprobado: false },
    });
    const segunda = await pedir(p.token, { nameUser: 'NombreViejo', newName: 'OtroNombre' });
    expect([segunda.statusCode, segunda.json().message]).toEqual([
      409,
      'Ya tienes una solicitud de cambio de nombre pendiente.',
    ]);

    const lista = (
      await t.como(gerente.token, { method: 'GET', url: '/api/user/change-name/all' })
    ).json();
    const s = lista.find((x: { newName: string }) => x.newName === 'NombreNuevo');
    expect(s).toMatchObject({ nameUser: 'NombreViejo', aprobado: false });

    const ok = await aprobar(gerente.token, s.id);
    expect(ok.json()).toMatchObject({
      message: 'Solicitud aprobada',
      solicitud: { nameUser: 'NombreNuevo', oldName: 'NombreViejo', aprobado: true },
    });
    const dos = await aprobar(gerente.token, s.id);
    expect([dos.statusCode, dos.json().message]).toEqual([409, 'Esta solicitud ya fue aprobada.']);
    expect(
      (await t.como(p.token, { method: 'GET', url: '/api/user/perfil/NombreViejo' })).statusCode,
    ).toBe(401);
    expect(await t.login('NombreNuevo')).toBeTruthy();
    await expect(t.login('NombreViejo')).rejects.toThrow(/401/);
  });

  it('refuses approving a name taken meanwhile, leaving the request waiting', async () => {
    const p = await t.crearUsuario('Pedro1', 5);
    const s = (await pedir(p.token, { nameUser: 'Pedro1', newName: 'Libre1' })).json().solicitud;
    await t.crearUsuario('Libre1', 6);
    const r = await aprobar(gerente.token, s.id);
    expect([r.statusCode, r.json().message]).toEqual([409, 'Ese nombre ya está en uso.']);
    const lista = (
      await t.como(gerente.token, { method: 'GET', url: '/api/user/change-name/all' })
    ).json();
    expect(lista.find((x: { id: number }) => x.id === s.id).aprobado).toBe(false);
    expect(await t.login('Pedro1')).toBeTruthy();
  });

  it('refuses requests for another account, taken names, and deciding for equals', async () => {
    const p = await t.crearUsuario('Pablo1', 5);
    expect((await pedir(p.token, { nameUser: 'Gerente1', newName: 'Jefe' })).statusCode).toBe(403);
    expect((await pedir(p.token, { nameUser: 'Pablo1', newName: 'gerente1' })).statusCode).toBe(
      409,
    );
    const g2 = await t.crearUsuario('Gerente2', 2);
    const s = (await pedir(g2.token, { nameUser: 'Gerente2', newName: 'GerenteDos' })).json()
      .solicitud;
    expect((await aprobar(gerente.token, s.id)).statusCode).toBe(403);
    const rechazo = await aprobar(gerente.token, s.id, { aprobado: false });
    expect([rechazo.statusCode, rechazo.json().message]).toEqual([
      403,
      'Solo puedes rechazar solicitudes de personas de rango inferior al tuyo.',
    ]);
    expect((await aprobar(gerente.token, 999999)).statusCode).toBe(404);
    expect(
      (await t.como(p.token, { method: 'GET', url: '/api/user/change-name/all' })).statusCode,
    ).toBe(403);
  });
});

describe('rejecting a name change', () => {
  const lista = async () =>
    (await t.como(gerente.token, { method: 'GET', url: '/api/user/change-name/all' })).json() as {
      id: number;
      estado: string;
    }[];

  it('rejects with a reason; the account keeps its name and the request cannot be decided again', async () => {
    const p = await t.crearUsuario('Rechazable1', 5);
    const s = (await pedir(p.token, { nameUser: 'Rechazable1', newName: 'NoMeDejan' })).json()
      .solicitud;
    expect(s).toMatchObject({ estado: 'pendiente', aprobado: false, motivo_rechazo: null });
    const r = await aprobar(gerente.token, s.id, { aprobado: false, motivo: '  Nombre ofensivo ' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({
      message: 'Solicitud rechazada',
      solicitud: expect.objectContaining({
        nameUser: 'Rechazable1',
        newName: 'NoMeDejan',
        aprobado: false,
        estado: 'rechazado',
        motivo_rechazo: 'Nombre ofensivo',
      }),
    });
    expect((await lista()).find((x) => x.id === s.id)?.estado).toBe('rechazado');
    // Still signed in with the same name: a rejection ends no session.
    const perfil = await t.como(p.token, { method: 'GET', url: '/api/user/perfil/Rechazable1' });
    expect(perfil.statusCode).toBe(200);
    for (const payload of [{ aprobado: false }, { aprobado: true }]) {
      const otra = await aprobar(gerente.token, s.id, payload);
      expect([otra.statusCode, otra.json().message]).toEqual([
        409,
        'Esta solicitud ya fue rechazada.',
      ]);
    }
    // An approved request cannot be rejected either.
    const q = await t.crearUsuario('Aprobable1', 5);
    const a = (await pedir(q.token, { nameUser: 'Aprobable1', newName: 'Aprobado1' })).json()
      .solicitud;
    expect((await aprobar(gerente.token, a.id)).statusCode).toBe(200);
    const tarde = await aprobar(gerente.token, a.id, { aprobado: false });
    expect([tarde.statusCode, tarde.json().message]).toEqual([
      409,
      'Esta solicitud ya fue aprobada.',
    ]);
  });

  it('frees the wanted name and lets the person ask again', async () => {
    const a = await t.crearUsuario('Quiere1', 6);
    const b = await t.crearUsuario('Quiere2', 6);
    const s = (await pedir(a.token, { nameUser: 'Quiere1', newName: 'Codiciado' })).json()
      .solicitud;
    const antes = await pedir(b.token, { nameUser: 'Quiere2', newName: 'codiciado' });
    expect(antes.statusCode).toBe(409);
    expect((await aprobar(gerente.token, s.id, { aprobado: false })).statusCode).toBe(200);
    const ahora = await pedir(b.token, { nameUser: 'Quiere2', newName: 'codiciado' });
    expect(ahora.statusCode, ahora.body).toBe(201);
    // The rejected person may ask again (for another name: that one is now waited for).
    const otra = await pedir(a.token, { nameUser: 'Quiere1', newName: 'OtroCodiciado' });
    expect(otra.statusCode, otra.body).toBe(201);
  });

  it('refuses bad bodies and people who may not decide', async () => {
    const p = await t.crearUsuario('Rechazable2', 5);
    const s = (await pedir(p.token, { nameUser: 'Rechazable2', newName: 'Rechazado2' })).json()
      .solicitud;
    const malos: [object, string][] = [
      [{}, 'aprobado debe ser verdadero o falso.'],
      [{ aprobado: 'no' }, 'aprobado debe ser verdadero o falso.'],
      [
        { aprobado: false, motivo: 'x'.repeat(501) },
        'El motivo no puede tener más de 500 caracteres.',
      ],
      [{ aprobado: false, motivo: 5 }, 'El motivo debe ser un texto.'],
      [{ aprobado: true, motivo: 'Bien' }, 'Solo un rechazo lleva motivo.'],
    ];
    for (const [payload, message] of malos) {
      const r = await aprobar(gerente.token, s.id, payload);
      expect([r.statusCode, r.json().message], JSON.stringify(payload)).toEqual([400, message]);
    }
    const chef = await t.crearUsuario('Chef3', 3);
    expect((await aprobar(chef.token, s.id, { aprobado: false })).statusCode).toBe(403);
    expect((await aprobar(gerente.token, 999999, { aprobado: false })).statusCode).toBe(404);
    expect((await lista()).find((x) => x.id === s.id)?.estado).toBe('pendiente');
  });
});

describe('one name per person in name changes', () => {
  const OCUPADO = [409, 'Ese nombre ya está en uso.'];

  it('refuses at the request a name that looks like another account', async () => {
    await t.crearUsuario('Chef', 5);
    const p = await t.crearUsuario('Aprendiz1', 6);
    for (const newName of ['CHEF', 'Chéf', 'Ｃｈｅｆ']) {
      const r = await pedir(p.token, { nameUser: 'Aprendiz1', newName });
      expect([r.statusCode, r.json().message]).toEqual(OCUPADO);
    }
    // Unseen characters and letters outside Habbo's set (Accounts and names 4.14).
    for (const newName of ['Ch\u200Def', 'Cheƒ', 'Сhef']) {
      const r = await pedir(p.token, { nameUser: 'Aprendiz1', newName });
      expect([r.statusCode, r.json().message]).toEqual([
        400,
        'El nombre contiene caracteres no permitidos.',
      ]);
    }
  });

  it('refuses a name somebody else is waiting for, or one like it', async () => {
    const a = await t.crearUsuario('Espera1', 6);
    const b = await t.crearUsuario('Espera2', 6);
    expect((await pedir(a.token, { nameUser: 'Espera1', newName: 'Deseado' })).statusCode).toBe(
      201,
    );
    for (const newName of ['Deseado', 'DESEADO', 'Déseado']) {
      const r = await pedir(b.token, { nameUser: 'Espera2', newName });
      expect([r.statusCode, r.json().message]).toEqual(OCUPADO);
    }
  });

  it('lets a person change only the case or look of their own name', async () => {
    const p = await t.crearUsuario('minuscula', 6);
    const r = await pedir(p.token, { nameUser: 'minuscula', newName: 'Minuscula' });
    expect(r.statusCode).toBe(201);
    const ok = await aprobar(gerente.token, r.json().solicitud.id);
    expect(ok.json().solicitud).toMatchObject({ nameUser: 'Minuscula', aprobado: true });
  });

  it('refuses approving a name when a look-alike account appeared after the request', async () => {
    const p = await t.crearUsuario('Pedro2', 5);
    const s = (await pedir(p.token, { nameUser: 'Pedro2', newName: 'Cantinero' })).json().solicitud;
    const registro = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { nameUser: 'Cantínero', password: 'clave-segura-1' }, // the same name, accented
    });
    expect(registro.statusCode).toBe(201);
    const r = await aprobar(gerente.token, s.id);
    expect([r.statusCode, r.json().message]).toEqual(OCUPADO);
    expect(await t.login('Pedro2')).toBeTruthy();
  });

  it('stores the approved name in NFKC with its keys', async () => {
    const p = await t.crearUsuario('Ancho1', 5);
    const s = (await pedir(p.token, { nameUser: 'Ancho1', newName: 'Ａｎｃｈｏ' })).json()
      .solicitud;
    expect(s.newName).toBe('Ancho');
    expect((await aprobar(gerente.token, s.id)).statusCode).toBe(200);
    expect(await t.login('ancho')).toBeTruthy();
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { nameUser: 'ANCHO', password: 'clave-segura-1' },
    });
    expect([r.statusCode, r.json().message]).toEqual(OCUPADO);
  });
});

describe('one’s own requests (docs/reglas.md, Name changes 13.9)', () => {
  const mias = (token: string) =>
    t.como(token, { method: 'GET', url: '/api/user/change-name/mias' });

  it('lists the caller’s requests newest first, with their state and the rejection reason', async () => {
    const p = await t.crearUsuario('Propia1', 7);
    const otra = await t.crearUsuario('Ajena1', 6);
    expect((await mias(p.token)).json()).toEqual([]);
    const primera = (await pedir(p.token, { nameUser: 'Propia1', newName: 'PropiaDos' })).json()
      .solicitud;
    await pedir(otra.token, { nameUser: 'Ajena1', newName: 'AjenaDos' });
    const pendiente = await mias(p.token);
    expect(pendiente.statusCode).toBe(200);
    expect(pendiente.json()).toEqual([
      {
        id: primera.id,
        oldName: 'Propia1',
        newName: 'PropiaDos',
        estado: 'pendiente',
        motivo_rechazo: null,
        fecha: expect.any(String),
        decidida_en: null,
      },
    ]);

    await aprobar(gerente.token, primera.id, { aprobado: false, motivo: 'Muy parecido' });
    const segunda = (await pedir(p.token, { nameUser: 'Propia1', newName: 'PropiaTres' })).json()
      .solicitud;
    const lista = (await mias(p.token)).json();
    expect(lista.map((s: { id: number }) => s.id)).toEqual([segunda.id, primera.id]);
    expect(lista[1]).toMatchObject({
      estado: 'rechazada',
      motivo_rechazo: 'Muy parecido',
      decidida_en: expect.any(String),
    });

    expect((await aprobar(gerente.token, segunda.id)).statusCode).toBe(200);
    // The approval ended the session: sign in with the new name.
    const nuevo = await t.login('PropiaTres');
    const [aprobada] = (await mias(nuevo)).json();
    expect(aprobada).toMatchObject({ id: segunda.id, estado: 'aprobada', motivo_rechazo: null });
  });

  it('needs a session', async () => {
    expect((await mias('')).statusCode).toBe(401);
  });
});
