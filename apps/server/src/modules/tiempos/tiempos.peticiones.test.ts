import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaLocal } from '@mchabbo/shared/paga/reglas';
import { MENSAJES_TIEMPOS as M } from '@mchabbo/shared/tiempos/contratos';
import { MENSAJES_PETICIONES as MP } from '@mchabbo/shared/tiempos/peticiones';
import { conPostgres, segundoProceso } from '../../test/app';
import { ausenciaAprobadaHoy } from '../../test/ausencias';
import { appConPersonas } from '../../test/personas';
import { lectorSse } from '../../test/sse';

const { t, h, dueno, gerente, chef, chef2 } = appConPersonas('dueno', 'gerente', 'chef', 'chef2');
let base: string;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

const sse = lectorSse('tiempos');
const avisos = lectorSse('notificaciones');
afterAll(() => {
  sse.cerrarTodos();
  avisos.cerrarTodos();
});

let n = 0;
async function trabajador(nivel = 5) {
  const nombre = `Trab${++n}`;
  return { ...(await t.crearUsuario(nombre, nivel)), nombre };
}

const pedir = (token: string | null) =>
  t.como(token, { method: 'POST', url: '/api/tiempos/peticiones' });
const leer = async (token: string) => {
  const res = await t.como(token, { method: 'GET', url: '/api/tiempos/peticiones' });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const atender = (token: string, id: number) =>
  t.como(token, { method: 'POST', url: `/api/tiempos/peticiones/${id}/atender` });
const retirar = (token: string, id: number) =>
  t.como(token, { method: 'DELETE', url: `/api/tiempos/peticiones/${id}` });

/** Moves a request `minutos` back in time. */
async function envejecerPeticion(id: number, minutos: number) {
  await h.filas(sql`update peticiones_tiempo set creada_en = creada_en - make_interval(mins => ${minutos}::int)
    where id = ${id}`);
}

const avisosDe = async (usuarioId: number) =>
  (
    await h.filas<{ texto: string }>(
      sql`select texto from notificaciones where usuario_id = ${usuarioId} order by id`,
    )
  ).map((a) => a.texto);

describe('POST /tiempos/peticiones: asking to be timed (docs/reglas.md, Time requests)', () => {
  it('records a request once, lists it for who may time the person, and is attended once', async () => {
    const w = await trabajador();
    const res = await pedir(w.token);
    expect(res.statusCode).toBe(201);
    const { peticion } = res.json();
    expect(res.json()).toMatchObject({ message: MP.enviada, peticion: { usuario: w.nombre } });
    expect(Date.parse(peticion.expira_en) - Date.parse(peticion.creada_en)).toBe(30 * 60_000);
    const otra = await pedir(w.token);
    expect(otra.statusCode).toBe(409);
    expect(otra.json()).toEqual({ message: MP.yaPediste });

    // Timekeepers above the person see it, with how long it has waited; the person their own.
    const delChef = await leer(chef.token);
    expect(delChef.peticiones).toEqual([
      expect.objectContaining({
        id: peticion.id,
        usuario: w.nombre,
        rango: 'Cocinero',
        puede_atender: true,
        espera_segundos: expect.any(Number),
      }),
    ]);
    expect(delChef.propia).toBeNull();
    const propia = await leer(w.token);
    expect(propia).toMatchObject({
      peticiones: [{ id: peticion.id, puede_atender: false }],
      propia: { id: peticion.id },
      en_marcha: false,
    });

    const ok = await atender(chef.token, peticion.id);
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      message: `Tiempo de ${w.nombre} iniciado.`,
      tiempo: { usuario: w.nombre, encargado: 'Chef1', estado: 'activo' },
    });
    const otraVez = await atender(chef2.token, peticion.id);
    expect(otraVez.statusCode).toBe(409);
    expect(otraVez.json()).toEqual({ message: MP.yaAtendida });
    expect(await leer(w.token)).toMatchObject({ peticiones: [], propia: null, en_marcha: true });
    expect((await pedir(w.token)).json()).toEqual({ message: MP.yaEnMarcha });

    // The record: who asked, when, who attended and when; the audit trail; the worker is told.
    const [fila] = await h.filas<Record<string, unknown>>(
      sql`select estado, atendida_por, tiempo_id from peticiones_tiempo where id = ${peticion.id}`,
    );
    expect(fila).toEqual({
      estado: 'atendida',
      atendida_por: chef.id,
      tiempo_id: ok.json().tiempo.id,
    });
    const auditoria = await h.filas<{ tipo: string; accion: string; actor_id: number }>(
      sql`select tipo, accion, actor_id from auditoria where tipo = 'peticion' and usuario_id = ${w.id} order by id`,
    );
    expect(auditoria).toEqual([
      { tipo: 'peticion', accion: 'creada', actor_id: w.id },
      { tipo: 'peticion', accion: 'atendida', actor_id: chef.id },
    ]);
    expect(await avisosDe(w.id)).toEqual(['Chef1 empezó tu tiempo.']);
  });

  it('is for people who can be timed, not on leave; level 1–3 staff ask too', async () => {
    expect((await pedir(dueno.token)).json()).toEqual({ message: MP.noTrabajador });
    const invitado = await t.crearUsuario('Invitado1', 7);
    expect((await pedir(invitado.token)).statusCode).toBe(403);
    expect((await pedir(null)).statusCode).toBe(401);

    const w = await trabajador();
    const hoy = diaLocal(new Date(), 'Europe/Madrid');
    const pedida = await t.como(w.token, {
      method: 'POST',
      url: '/api/ausencias',
      payload: { desde: hoy, hasta: hoy, motivo: 'Examen' },
    });
    const aprobada = await t.como(gerente.token, {
      method: 'PATCH',
      url: `/api/ausencias/${pedida.json().ausencia.id}`,
      payload: { aprobada: true },
    });
    expect(aprobada.statusCode).toBe(200);
    const res = await pedir(w.token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MP.deAusencia });

    // A Chef (level 3) asks: the manager above sees it, another Chef does not.
    const deChef = (await pedir(chef2.token)).json().peticion;
    expect((await leer(gerente.token)).peticiones.map((p: { id: number }) => p.id)).toContain(
      deChef.id,
    );
    expect((await leer(chef.token)).peticiones.map((p: { id: number }) => p.id)).not.toContain(
      deChef.id,
    );
    const igual = await atender(chef.token, deChef.id);
    expect(igual.statusCode).toBe(403);
    expect(igual.json()).toEqual({ message: M.rangoInferior });
    expect((await atender(chef2.token, deChef.id)).json()).toEqual({ message: M.propio });
    expect((await retirar(chef2.token, deChef.id)).statusCode).toBe(200);
    expect((await atender(gerente.token, 999_999)).statusCode).toBe(404);
  });

  it('lets the person withdraw their own waiting request, nobody else’s', async () => {
    const w = await trabajador(6);
    const otro = await trabajador(6);
    const { peticion } = (await pedir(w.token)).json();
    const ajena = await retirar(otro.token, peticion.id);
    expect(ajena.statusCode).toBe(403);
    expect(ajena.json()).toEqual({ message: MP.ajena });
    const res = await retirar(w.token, peticion.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MP.retiradaOk });
    expect((await retirar(w.token, peticion.id)).json()).toEqual({ message: MP.retirada });
    expect((await atender(chef.token, peticion.id)).json()).toEqual({ message: MP.retirada });
    expect(
      (await leer(chef.token)).peticiones.some((p: { id: number }) => p.id === peticion.id),
    ).toBe(false);
    expect((await retirar(w.token, 999_999)).statusCode).toBe(404);
    // Asking again after withdrawing is fine.
    expect((await pedir(w.token)).statusCode).toBe(201);
  });

  it('expires after peticion_minutos: the server closes it and tells the worker', async () => {
    const w = await trabajador();
    const { peticion } = (await pedir(w.token)).json();
    await envejecerPeticion(peticion.id, 29);
    expect(
      (await leer(chef.token)).peticiones.some((p: { id: number }) => p.id === peticion.id),
    ).toBe(true);
    await envejecerPeticion(peticion.id, 1);
    expect(
      (await leer(chef.token)).peticiones.some((p: { id: number }) => p.id === peticion.id),
    ).toBe(false);
    expect((await atender(chef.token, peticion.id)).json()).toEqual({ message: MP.caducada });
    expect(await avisosDe(w.id)).toEqual([MP.nadieAtendio]);
    const [audit] = await h.filas<{ accion: string; actor_id: number | null }>(
      sql`select accion, actor_id from auditoria where tipo = 'peticion' and accion = 'caducada'
          and usuario_id = ${w.id}`,
    );
    expect(audit).toEqual({ accion: 'caducada', actor_id: null });
    const [fila] = await h.filas<{ minutos: number }>(
      sql`select round(extract(epoch from caducada_en - creada_en) / 60)::int as minutos
          from peticiones_tiempo where id = ${peticion.id}`,
    );
    expect(fila?.minutos).toBe(30);

    // A request that expired unseen does not block a new one; the owner's setting applies.
    const w2 = await trabajador();
    const vieja = (await pedir(w2.token)).json().peticion;
    await envejecerPeticion(vieja.id, 40);
    const nueva = await pedir(w2.token);
    expect(nueva.statusCode).toBe(201);
    await t.como(dueno.token, {
      method: 'PATCH',
      url: '/api/ajustes',
      payload: { peticion_minutos: 5 },
    });
    try {
      await envejecerPeticion(nueva.json().peticion.id, 5);
      expect((await leer(w2.token)).propia).toBeNull();
    } finally {
      await t.como(dueno.token, {
        method: 'PATCH',
        url: '/api/ajustes',
        payload: { peticion_minutos: 30 },
      });
    }
  });

  it('is not attended for someone dismissed meanwhile, nor for someone on leave today', async () => {
    const w = await trabajador();
    const { peticion } = (await pedir(w.token)).json();
    const despido = await t.como(gerente.token, {
      method: 'POST',
      url: '/api/despido',
      payload: { usuario: w.nombre, motivo: 'Prueba' },
    });
    expect(despido.statusCode).toBe(201);
    // A guest now: no longer listed, and attending it starts nothing.
    expect(
      (await leer(chef.token)).peticiones.some((p: { id: number }) => p.id === peticion.id),
    ).toBe(false);
    const res = await atender(chef.token, peticion.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: M.noTrabajador });

    const w2 = await trabajador();
    const otra = (await pedir(w2.token)).json().peticion;
    await ausenciaAprobadaHoy(t, w2.token, gerente.token);
    const ausente = await atender(chef.token, otra.id);
    expect(ausente.statusCode).toBe(409);
    expect(ausente.json().message).toMatch(/^Está de ausencia hasta el /);
    expect((await leer(w2.token)).propia).toMatchObject({ id: otra.id });
  });

  it('is answered by a timer started from the form, for the same person', async () => {
    const w = await trabajador();
    const { peticion } = (await pedir(w.token)).json();
    await h.iniciar(gerente.token, 'Gerente1', w.nombre);
    const [fila] = await h.filas<{ estado: string; atendida_por: number }>(
      sql`select estado, atendida_por from peticiones_tiempo where id = ${peticion.id}`,
    );
    expect(fila).toEqual({ estado: 'atendida', atendida_por: gerente.id });
    expect(await avisosDe(w.id)).toEqual(['Gerente1 empezó tu tiempo.']);
  });

  it('is announced on the timers’ stream: every Tiempos screen updates', async () => {
    const s = await sse.abrir(`${base}/api/tiempos/stream?token=${chef.token}`);
    expect(await s.esperar((e) => e.accion === 'conectado')).toBeDefined();
    const w = await trabajador();
    const { peticion } = (await pedir(w.token)).json();
    expect(await s.esperar((e) => e.accion === 'peticion' && e.id === peticion.id)).toBeDefined();
    await atender(chef.token, peticion.id);
    expect(await s.esperar((e) => e.accion === 'peticion' && e.id === peticion.id)).toBeDefined();
    s.control.abort();
  });

  // Two processes can share only a PostgreSQL server (PGlite belongs to one process), so
  // this case exists only in the PostgreSQL pass of the suite.
  conPostgres?.(
    'reaches a manager connected to another server process sharing PostgreSQL',
    async () => {
      const { app: app2, port, token, cerrar } = await segundoProceso(t, 'Gerente1');
      try {
        const s = await sse.abrir(`http://127.0.0.1:${port}/api/tiempos/stream?token=${token}`);
        expect(await s.esperar((e) => e.accion === 'conectado')).toBeDefined();
        const w = await trabajador();
        const { peticion } = (await pedir(w.token)).json();
        expect(
          await s.esperar((e) => e.accion === 'peticion' && e.id === peticion.id, 1000),
        ).toBeDefined();
        // The other process lists it and attends it.
        const lista = await app2.inject({
          method: 'GET',
          url: '/api/tiempos/peticiones',
          headers: { authorization: `Bearer ${token}` },
        });
        expect(lista.json().peticiones.map((p: { id: number }) => p.id)).toContain(peticion.id);
        const res = await app2.inject({
          method: 'POST',
          url: `/api/tiempos/peticiones/${peticion.id}/atender`,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(res.statusCode).toBe(201);
        s.control.abort();
      } finally {
        await cerrar();
      }
    },
  );

  it('tells the managers who may attend it at once, and reads their notice once it is attended', async () => {
    const w = await trabajador();
    const stream = (token: string) =>
      avisos.abrir(`${base}/api/notificaciones/stream?token=${encodeURIComponent(token)}`);
    const delChef = await stream(chef.token);
    const delTrabajador = await stream(w.token);
    expect(await delChef.esperar((e) => e.accion === 'conectado')).toBeDefined();
    expect(await delTrabajador.esperar((e) => e.accion === 'conectado')).toBeDefined();

    const inicio = Date.now();
    const { peticion } = (await pedir(w.token)).json();
    const enlace = `/mchabbo/tiempo?peticion=${peticion.id}`;
    const nueva = await delChef.esperar((e) => e.accion === 'nueva', 2000);
    expect(Date.now() - inicio).toBeLessThan(2000);
    expect(nueva?.notificacion).toMatchObject({
      tipo: 'peticion.creada',
      texto: `${w.nombre} pidió tiempo.`,
      enlace,
      leida: false,
    });
    // Every timekeeper above the person, the owner too; never the person.
    for (const quien of [chef, chef2, gerente, dueno]) {
      const bandeja = await t.como(quien.token, { method: 'GET', url: '/api/notificaciones' });
      expect(bandeja.json().notificaciones[0]).toMatchObject({ enlace, leida: false });
    }
    expect(await avisosDe(w.id)).toEqual([]);
    // The worker's own screens follow their request.
    expect(await delTrabajador.esperar((e) => e.accion === 'tiempos', 2000)).toBeDefined();

    // Chef2 attends: the notice is read for every manager, whose bells are told.
    expect((await atender(chef2.token, peticion.id)).statusCode).toBe(201);
    expect(await delChef.esperar((e) => e.accion === 'leidas', 2000)).toBeDefined();
    for (const quien of [chef, chef2, gerente, dueno]) {
      const bandeja = await t.como(quien.token, { method: 'GET', url: '/api/notificaciones' });
      expect(bandeja.json().notificaciones[0]).toMatchObject({ enlace, leida: true });
    }
    // The worker's stream tells of the timer that started, and of the notice.
    expect(await delTrabajador.esperar((e) => e.accion === 'tiempos', 2000)).toBeDefined();
    expect(await delTrabajador.esperar((e) => e.accion === 'nueva', 2000)).toBeDefined();
    // Any later change of that timer reaches the worker's stream too (a pause tells nobody).
    const { tiempos } = (
      await t.como(chef2.token, { method: 'GET', url: '/api/tiempos/all' })
    ).json<{
      tiempos: { id: number; usuario: string }[];
    }>();
    const id = tiempos.find((x) => x.usuario === w.nombre)?.id;
    expect((await h.post(chef2.token, 'pausar', { id })).statusCode).toBe(200);
    expect(await delTrabajador.esperar((e) => e.accion === 'tiempos', 2000)).toBeDefined();
    delChef.control.abort();
    delTrabajador.control.abort();
  });
});
