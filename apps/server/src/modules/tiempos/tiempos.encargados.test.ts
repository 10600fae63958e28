import { describe, expect, it } from 'vitest';
import { MENSAJES_TIEMPOS as M } from '@mchabbo/shared/tiempos/contratos';
import { appConPersonas } from '../../test/personas';

const { t, h, gerente, chef, chef2 } = appConPersonas('gerente', 'chef', 'chef2');

let n = 0;
/** A fresh worker of the given level, so tests do not share open timers. */
const trabajador = (nivel = 5) => t.crearUsuario(`Trab${++n}`, nivel);

describe('desligar and ligar', () => {
  it('unlinks one timer, then all of the caller’s, and another manager links them', async () => {
    await trabajador();
    const a = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
    await trabajador(6);
    const b = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
    const uno = await h.post(chef.token, 'desligar', { id: a });
    expect(uno.json()).toEqual({ message: 'Tiempo desligado', ids: [a] });
    expect((await h.post(chef.token, 'desligar', { id: a })).json()).toEqual({
      message: M.sinEncargado,
    });
    const lista = await h.lista(chef2.token);
    expect(lista.tiempos.find((x) => x.id === a)).toMatchObject({
      encargado: null,
      puede_operar: true,
    });

    const todos = await t.como(chef.token, { method: 'POST', url: '/api/tiempos/desligar' });
    expect(todos.statusCode).toBe(200);
    expect(todos.json().ids).toContain(b);
    expect(todos.json().ids).not.toContain(a);
    const vacio = await h.post(chef.token, 'desligar', {});
    expect(vacio.json()).toEqual({ message: 'No tienes tiempos a tu cargo.', ids: [] });

    expect((await h.post(chef2.token, 'ligar', { encargado: 'Chef1' })).json()).toEqual({
      message: M.encargadoAjeno,
    });
    const ligados = await h.post(chef2.token, 'ligar', { encargado: 'Chef2' });
    expect(ligados.json().ids).toEqual(expect.arrayContaining([a, b]));
    const despues = await h.lista(chef.token);
    expect(despues.tiempos.find((x) => x.id === b)).toMatchObject({
      encargado: 'Chef2',
      puede_operar: false,
    });
    expect((await h.eventos(b)).map((e) => e.accion)).toEqual(['iniciar', 'desligar', 'ligar']);
  });

  it('unlinks several chosen timers at once, all or none', async () => {
    await trabajador();
    const a = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
    await trabajador();
    const b = await h.iniciar(chef2.token, 'Chef2', `Trab${n}`);
    const ajeno = await h.post(chef.token, 'desligar', { ids: [a, b] });
    expect(ajeno.statusCode).toBe(403);
    expect((await h.lista(chef.token)).tiempos.find((x) => x.id === a)?.encargado).toBe('Chef1');
    const ok = await h.post(gerente.token, 'desligar', { ids: [a, b] });
    expect(ok.json()).toEqual({ message: '2 tiempos desligados', ids: [a, b] });
    expect((await h.post(gerente.token, 'desligar', { ids: [a, 999_999] })).statusCode).toBe(404);
  });

  it('never links a timer of an equal or higher rank', async () => {
    const otroChef = await t.crearUsuario('Chef3', 3);
    const id = await h.iniciar(gerente.token, 'Gerente1', 'Chef3');
    await h.post(gerente.token, 'desligar', { id });
    const res = await h.post(chef.token, 'ligar', { encargado: 'Chef1' });
    expect(res.json().ids).not.toContain(id);
    expect((await h.post(chef.token, 'pausar', { id })).json()).toEqual({
      message: M.rangoInferior,
    });
    expect((await h.post(gerente.token, 'ligar', { encargado: 'Gerente1' })).json().ids).toContain(
      id,
    );
    expect(otroChef.id).toBeGreaterThan(0);
  });
});

describe('dismissal', () => {
  it('cancels the person’s open timers and unlinks the ones they managed', async () => {
    const w = await trabajador();
    const propio = await h.iniciar(chef.token, 'Chef1', `Trab${n}`);
    const jefe = await t.crearUsuario('Chef9', 3);
    await trabajador(6);
    const aCargo = await h.iniciar(jefe.token, 'Chef9', `Trab${n}`);
    for (const usuario of [`Trab${n - 1}`, 'Chef9']) {
      const res = await t.como(gerente.token, {
        method: 'POST',
        url: '/api/despido',
        payload: { usuario, motivo: 'Prueba', admin: 'Gerente1' },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const lista = await h.lista(gerente.token);
    expect(lista.tiempos.some((x) => x.id === propio)).toBe(false);
    expect(lista.tiempos.find((x) => x.id === aCargo)).toMatchObject({ encargado: null });
    expect((await h.eventos(propio)).at(-1)).toMatchObject({
      accion: 'cancelar',
      actor_id: gerente.id,
    });
    expect(w.id).toBeGreaterThan(0);
  });
});
