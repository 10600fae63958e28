import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, mensajeDeError } from './api-client';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function conSesion() {
  localStorage.setItem('access_token', 'tok');
  localStorage.setItem('user', JSON.stringify({ nameUser: 'Pepe', nivel: 7, rango: null }));
}

/**
 * A signed-in user on a panel page whose every call now answers 401; returns the spy on
 * `location.assign`.
 */
function sesionCaducada() {
  conSesion();
  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, pathname: '/mchabbo', assign });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json({ message: 'Sesión caducada.' }, 401)),
  );
  return assign;
}

describe('api client', () => {
  it('sends the stored token as a bearer header', async () => {
    conSesion();
    const fetch = vi.fn(async () => json({ ok: true }));
    vi.stubGlobal('fetch', fetch);
    await apiRequest('/config');
    expect(fetch).toHaveBeenCalledWith(
      '/api/config',
      expect.objectContaining({
        headers: expect.objectContaining({ Authorization: 'Bearer tok' }),
      }),
    );
  });

  it('carries the server message and status in ApiError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Prohibido.' }, 403)),
    );
    const error = await apiRequest('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, serverMessage: 'Prohibido.' });
    expect(mensajeDeError(error, 'Otro')).toBe('Prohibido.');
    expect(mensajeDeError(new ApiError(500, undefined), 'Otro')).toBe('Otro');
  });

  it('ends the session on a 401 and goes home', async () => {
    const assign = sesionCaducada();
    await expect(apiRequest('/user/perfil/Pepe')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('goes home once when several calls of the ended session answer 401', async () => {
    const assign = sesionCaducada();
    const llamadas = [apiRequest('/user/perfil/Pepe'), apiRequest('/notificaciones')];
    for (const llamada of llamadas) await expect(llamada).rejects.toBeInstanceOf(ApiError);
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('keeps a newer session when a late 401 of the old one arrives', async () => {
    conSesion();
    let responder: (r: Response) => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (responder = resolve))),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/mchabbo', assign });
    const tardia = apiRequest('/user/perfil/Pepe');
    localStorage.setItem('access_token', 'otro');
    responder(json({ message: 'Sesión caducada.' }, 401));
    await expect(tardia).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('access_token')).toBe('otro');
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the session on a 401 from login', async () => {
    conSesion();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Mal.' }, 401)),
    );
    await expect(
      apiRequest('/user/login', {
        method: 'POST',
        body: { nameUser: 'a', password: 'b' },
        endSessionOn401: false,
      }),
    ).rejects.toMatchObject({ serverMessage: 'Mal.' });
    expect(localStorage.getItem('access_token')).toBe('tok');
  });

  it('keeps why the server ended the session for the landing (docs/reglas.md, Sessions 5.8)', async () => {
    conSesion();
    vi.stubGlobal('location', { ...window.location, pathname: '/mchabbo', assign: vi.fn() });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ message: 'Sesión caducada.', motivo: 'nombre', nombre: 'PepeNuevo' }, 401),
      ),
    );
    await expect(apiRequest('/user/perfil/Pepe')).rejects.toBeInstanceOf(ApiError);
    expect(JSON.parse(localStorage.getItem('aviso_cierre') ?? 'null')).toEqual({
      motivo: 'nombre',
      nombre: 'PepeNuevo',
    });
  });

  it('keeps no aviso for a 401 without a known motivo', async () => {
    sesionCaducada();
    await expect(apiRequest('/user/perfil/Pepe')).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem('aviso_cierre')).toBeNull();
  });
});
