import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { DUENO, iniciarServidor, type ServidorDePrueba } from '../support/server';
import {
  arranque,
  conBase,
  destinoNuevo,
  postgresDisponible,
  sembrador,
  type Cuenta,
  type Destino,
} from './base';
import { guardarCifras } from './cifras';
import { aleatorio, entrar, llamar, type Respuesta } from './cliente';
import { leerEstado, violaciones, type Estado } from './invariantes';

/**
 * Faults: the real server process is killed (SIGKILL) or stopped
 * (SIGTERM) in the middle of a burst of timer confirmations and payments, restarted on
 * the same data, and every answered write is looked up in the database.
 */

const hayPostgres = await postgresDisponible();
const TIPOS = hayPostgres ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

const cifras = {
  fallosSobrevividos: 0,
  solicitudes: 0,
  escriturasConfirmadas: 0,
  perdidas: 0,
  respuestas5xx: 0,
  sinRespuesta: 0,
  aplicadasSinRespuesta: 0,
  postgres: hayPostgres,
  casos: [] as Array<Record<string, unknown>>,
};
afterAll(async () => {
  await guardarCifras('fallos', cifras);
});

// Whatever a case leaves running or on disk is removed even when it fails.
const limpiar: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const paso of limpiar.splice(0).reverse()) await paso().catch(() => {});
});

interface Escenario {
  admins: Cuenta[];
  tiempos: Array<{ id: number; trabajador: Cuenta }>;
  pagos: Array<{ id: number; trabajador: Cuenta }>;
}

/**
 * Before the server starts: three administrators (levels 1, 2, 2) and `n` workers
 * (levels 3–6), each with a running unmanaged timer of 2.5 h and an unpaid entry of
 * this week holding a confirmed 2 h shift. A timer's confirmation and its worker's
 * payment touch the same entry, so the burst also races confirmations with payments.
 */
function preparar(destino: Destino, n: number): Promise<Escenario> {
  return conBase(destino, async (db) => {
    const s = sembrador(db);
    const dueno = await s.base();
    const admins = [
      await s.cuenta('Director1', 1),
      await s.cuenta('Gerente1', 2),
      await s.cuenta('Gerente2', 2),
    ];
    const esc: Escenario = { admins, tiempos: [], pagos: [] };
    for (let i = 0; i < n; i++) {
      const nivel = i % 8 === 7 ? 3 : 4 + (i % 3);
      const w = await s.cuenta(`Trabajador${String(i + 1).padStart(2, '0')}`, nivel);
      esc.tiempos.push({ id: await s.tiempoAbierto(w, null, 9000), trabajador: w });
      esc.pagos.push({ id: (await s.entradaConTurno(w, dueno, 7200)).pagoId, trabajador: w });
    }
    return esc;
  });
}

interface Peticion {
  tipo: 'confirmar' | 'pagar';
  id: number;
  actor: Cuenta;
  token: string;
}
interface Resultado {
  p: Peticion;
  r: Respuesta;
}

const enviar = (url: string, p: Peticion) =>
  p.tipo === 'confirmar'
    ? llamar(url, 'POST', '/tiempos/confirmar', { id: p.id, confirmado: true }, p.token)
    : llamar(url, 'POST', '/tiempos/marcar-pagado', { id: p.id }, p.token);

/** Sends every request at once; `alResponder` hears how many have answered so far. */
function rafaga(
  url: string,
  peticiones: Peticion[],
  alResponder?: (respondidas: number) => void,
): Promise<Resultado[]> {
  let respondidas = 0;
  return Promise.all(
    peticiones.map(async (p) => {
      const r = await enviar(url, p);
      if (r.status !== 0) alResponder?.(++respondidas);
      return { p, r };
    }),
  );
}

/** Whether what a request asked for is in the database, done by that person. */
function hecho(estado: Estado, p: Peticion) {
  if (p.tipo === 'confirmar') {
    const t = estado.tiempos.find((x) => x.id === p.id);
    return t?.estado === 'confirmado' && t.confirmado_por === p.actor.id;
  }
  const pago = estado.pagos.find((x) => x.id === p.id);
  return pago?.pagado === true && pago.pagado_por === p.actor.id;
}

/**
 * Every 2xx must be stored as answered (same person, same entry, same credits); a
 * refused request must have changed nothing; one id never gets two 2xx.
 */
function comprobarRespuestas(estado: Estado, resultados: Resultado[]) {
  const perdidas: string[] = [];
  const exitos = new Map<string, number>();
  for (const { p, r } of resultados) {
    const clave = `${p.tipo} ${p.id}`;
    if (r.status >= 200 && r.status < 300) {
      exitos.set(clave, (exitos.get(clave) ?? 0) + 1);
      let igual = hecho(estado, p);
      if (p.tipo === 'confirmar') {
        const t = estado.tiempos.find((x) => x.id === p.id);
        const resp = r.body.tiempo as { pago_id: number; creditos: number };
        igual &&= t?.pago_id === resp.pago_id && t.creditos === resp.creditos;
      } else {
        const pago = estado.pagos.find((x) => x.id === p.id);
        igual &&= pago?.creditos === (r.body.pago as { creditos: number }).creditos;
      }
      if (!igual) perdidas.push(`${clave} por ${p.actor.nombre}: ${r.status} pero no guardado`);
    } else if (r.status !== 0 && hecho(estado, p)) {
      perdidas.push(`${clave} por ${p.actor.nombre}: ${r.status} pero guardado`);
    }
  }
  for (const [clave, n] of exitos) if (n > 1) perdidas.push(`${clave}: ${n} respuestas 2xx`);
  return { perdidas, exitos: [...exitos.values()].reduce((a, b) => a + b, 0) };
}

/**
 * After the restart, the server must still work on what the fault left: every open
 * timer can be confirmed and then every unpaid entry paid (all 200).
 */
async function terminarTodo(servidor: ServidorDePrueba, token: string) {
  const abiertos = await servidor.api<{ tiempos: Array<{ id: number }> }>(
    'GET',
    '/tiempos/all',
    undefined,
    token,
  );
  for (const t of abiertos.tiempos) {
    const r = await llamar(servidor.url, 'POST', '/tiempos/confirmar', { id: t.id }, token);
    expect(r.status, `confirmar ${t.id}: ${JSON.stringify(r.body)}`).toBe(200);
  }
  const lista = await servidor.api<{ resultados: Array<{ id: number; pagado: boolean }> }>(
    'GET',
    '/tiempos/calcular-creditos-confirmados',
    undefined,
    token,
  );
  for (const p of lista.resultados.filter((x) => !x.pagado)) {
    const r = await llamar(servidor.url, 'POST', '/tiempos/marcar-pagado', { id: p.id }, token);
    expect(r.status, `pagar ${p.id}: ${JSON.stringify(r.body)}`).toBe(200);
  }
  return abiertos.tiempos.length;
}

/** Starts a server on the destination, stopped (and its scratch folder kept) afterwards. */
async function arrancar(destino: Destino, extra: Record<string, string> = {}) {
  const [env, dataDir] = arranque(destino);
  const servidor = await iniciarServidor({ ...env, ...extra }, dataDir);
  limpiar.push(() => servidor.parar({ conservarDatos: destino.tipo === 'pglite' }));
  return servidor;
}

/**
 * Whether every shift was confirmed, every entry with credits paid (one without credits
 * is never paid: docs/reglas.md, Pay 7.11), and paid credits equal shifts.
 */
function todoCerrado(estado: Estado) {
  const pagado = estado.pagos.reduce((s, p) => s + (p.creditos ?? 0), 0);
  const deTurnos = (pagoId: number) =>
    estado.tiempos
      .filter((t) => t.pago_id === pagoId && t.estado === 'confirmado')
      .reduce((s, t) => s + (t.creditos ?? 0) + t.bono_semanal, 0);
  const turnos = estado.tiempos.reduce((s, t) => s + (t.creditos ?? 0) + t.bono_semanal, 0);
  return {
    abiertos: estado.tiempos.filter((t) => t.estado !== 'confirmado').length,
    sinPagar: estado.pagos.filter((p) => !p.pagado && deTurnos(p.id) > 0).length,
    diferencia: pagado - turnos,
  };
}

// Each case seeds, bursts, kills and restarts real servers: minutes on a busy 2-core machine.
describe.each(TIPOS)('faults on %s', { timeout: 180_000 }, (tipo) => {
  it('SIGKILL in the middle of a burst: every 2xx is stored and nothing is half-done', async () => {
    const { destino, borrar } = await destinoNuevo(tipo);
    limpiar.push(borrar);
    const esc = await preparar(destino, 40);
    let servidor = await arrancar(destino);
    const tokens = new Map<number, string>();
    for (const a of esc.admins) tokens.set(a.id, await entrar(servidor, a.nombre));
    const actor = (i: number) => esc.admins[i % esc.admins.length] as Cuenta;
    const pedir = (tipo: Peticion['tipo'], id: number, a: Cuenta): Peticion => ({
      tipo,
      id,
      actor: a,
      token: tokens.get(a.id) ?? '',
    });

    // 40 confirmations, 40 payments, and 10 of each again by another administrator.
    const azar = aleatorio(tipo === 'pglite' ? 7 : 11);
    const peticiones = azar.barajar([
      ...esc.tiempos.map((t, i) => pedir('confirmar', t.id, actor(i))),
      ...esc.pagos.map((p, i) => pedir('pagar', p.id, actor(i + 1))),
      ...esc.tiempos.slice(0, 10).map((t, i) => pedir('confirmar', t.id, actor(i + 1))),
      ...esc.pagos.slice(0, 10).map((p, i) => pedir('pagar', p.id, actor(i + 2))),
    ]);

    // SIGKILL once a quarter of the burst has answered; the rest is in flight.
    const umbral = Math.floor(peticiones.length / 4);
    let muerte: ReturnType<ServidorDePrueba['matar']> | undefined;
    let enVuelo = 0;
    const resultados = await rafaga(servidor.url, peticiones, (n) => {
      if (n === umbral) {
        enVuelo = peticiones.length - n;
        muerte = servidor.matar('SIGKILL');
      }
    });
    expect(await muerte).toEqual({ code: null, signal: 'SIGKILL' });
    const sinRespuesta = resultados.filter((x) => x.r.status === 0).length;
    const respondidas = resultados.filter((x) => x.r.status !== 0);
    // Killed mid-burst: some answered, some were cut.
    expect(enVuelo).toBeGreaterThan(0);
    expect(sinRespuesta).toBeGreaterThan(0);
    for (const { p, r } of respondidas) {
      // Before the kill: successes, or 409 for a repeated confirmation or payment.
      expect([200, 409], `${p.tipo} ${p.id}: ${r.status} ${JSON.stringify(r.body)}`).toContain(
        r.status,
      );
    }

    // Restart on the same data: the answered writes show through the API.
    const reinicio = Date.now();
    servidor = await arrancar(destino);
    const arranqueMs = Date.now() - reinicio;
    const tokenDueno = await entrar(servidor, DUENO.nameUser, DUENO.password);
    const abiertos = await servidor.api<{ tiempos: Array<{ id: number }> }>(
      'GET',
      '/tiempos/all',
      undefined,
      tokenDueno,
    );
    const lista = await servidor.api<{ resultados: Array<{ id: number; pagado: boolean }> }>(
      'GET',
      '/tiempos/calcular-creditos-confirmados',
      undefined,
      tokenDueno,
    );
    for (const { p } of respondidas.filter((x) => x.r.status === 200)) {
      if (p.tipo === 'confirmar') expect(abiertos.tiempos.map((t) => t.id)).not.toContain(p.id);
      else expect(lista.resultados.find((x) => x.id === p.id)?.pagado, `pago ${p.id}`).toBe(true);
    }

    // In the database: each answered write as answered, no half-done change.
    const tras = await (tipo === 'pglite'
      ? servidor.parar({ conservarDatos: true }).then(() => conBase(destino, leerEstado))
      : conBase(destino, leerEstado));
    const { perdidas, exitos } = comprobarRespuestas(tras, resultados);
    expect(perdidas).toEqual([]);
    expect(violaciones(tras)).toEqual([]);
    const aplicadas = resultados.filter((x) => x.r.status === 0 && hecho(tras, x.p)).length;

    // The server still works on whatever the kill left open.
    if (tipo === 'pglite') servidor = await arrancar(destino);
    const terminados = await terminarTodo(servidor, tokens.get(actor(0).id) ?? '');
    await servidor.parar({ conservarDatos: tipo === 'pglite' });
    const final = await conBase(destino, leerEstado);
    expect(violaciones(final)).toEqual([]);
    expect(todoCerrado(final)).toEqual({ abiertos: 0, sinPagar: 0, diferencia: 0 });

    cifras.fallosSobrevividos++;
    cifras.solicitudes += peticiones.length;
    cifras.escriturasConfirmadas += exitos;
    cifras.perdidas += perdidas.length;
    cifras.respuestas5xx += resultados.filter((x) => x.r.status >= 500).length;
    cifras.sinRespuesta += sinRespuesta;
    cifras.aplicadasSinRespuesta += aplicadas;
    cifras.casos.push({
      caso: 'SIGKILL',
      base: tipo,
      solicitudes: peticiones.length,
      respondidasAntesDeMatar: umbral,
      exitos,
      sinRespuesta,
      aplicadasSinRespuesta: aplicadas,
      terminadosTrasReinicio: terminados,
      arranqueTrasFalloMs: arranqueMs,
    });
  });

  it('SIGTERM mid-burst: requests in flight finish, the database closes, exit code 0', async () => {
    const { destino, borrar } = await destinoNuevo(tipo);
    limpiar.push(borrar);
    const esc = await preparar(destino, 36);
    // Request logs on: they show which requests the process took in, and how each ended.
    let servidor = await arrancar(destino, { LOG_LEVEL: 'info' });
    const tokens = new Map<number, string>();
    for (const a of esc.admins) tokens.set(a.id, await entrar(servidor, a.nombre));
    const pedir = (tipo: Peticion['tipo'], id: number, i: number): Peticion => {
      const a = esc.admins[i % esc.admins.length] as Cuenta;
      return { tipo, id, actor: a, token: tokens.get(a.id) ?? '' };
    };
    const azar = aleatorio(tipo === 'pglite' ? 3 : 5);
    const principales = azar.barajar([
      ...esc.tiempos.slice(0, 30).map((t, i) => pedir('confirmar', t.id, i)),
      ...esc.pagos.slice(0, 30).map((p, i) => pedir('pagar', p.id, i + 1)),
    ]);
    // Sent right after the signal: they may still get in, or find the server gone.
    const tardias = [
      ...esc.tiempos.slice(30).map((t, i) => pedir('confirmar', t.id, i)),
      ...esc.pagos.slice(30).map((p, i) => pedir('pagar', p.id, i)),
    ];

    const umbral = Math.floor(principales.length / 4);
    let parada: ReturnType<ServidorDePrueba['matar']> | undefined;
    let tardiasEnviadas: Promise<Resultado[]> | undefined;
    let trasLaSenal = 0;
    const resultados = await rafaga(servidor.url, principales, (n) => {
      if (n === umbral) {
        parada = servidor.matar('SIGTERM');
        tardiasEnviadas = rafaga(servidor.url, tardias);
      } else if (n > umbral) trasLaSenal++;
    });
    const deTardias = (await tardiasEnviadas) ?? [];
    const todos = [...resultados, ...deTardias];
    // Graceful: exit code 0, well before close-with-grace's 10 s limit.
    expect(await parada, servidor.salida()).toEqual({ code: 0, signal: null });
    // Every request the process took in was finished and answered: each logged
    // 'incoming request' has its 'request completed', none of them 5xx.
    const registro = servidor
      .salida()
      .split('\n')
      .flatMap((l) => {
        try {
          return [
            JSON.parse(l) as {
              reqId?: string;
              msg?: string;
              req?: { url: string };
              res?: { statusCode: number };
            },
          ];
        } catch {
          return [];
        }
      });
    const recibidas = new Set(
      registro
        .filter((l) => l.msg === 'incoming request' && l.req?.url.startsWith('/api/tiempos/'))
        .map((l) => l.reqId),
    );
    const completadas = new Map(
      registro
        .filter((l) => l.msg === 'request completed')
        .map((l) => [l.reqId, l.res?.statusCode]),
    );
    const sinTerminar = [...recibidas].filter((id) => (completadas.get(id) ?? 500) >= 500);
    expect(sinTerminar).toEqual([]);
    // Requests were still being answered (200) after the signal: in-flight work finished.
    expect(trasLaSenal).toBeGreaterThan(0);
    // Each request got 200, or (still waiting in the kernel's accept queue when the
    // listener closed, or sent after it) a connection error. Never a 4xx or 5xx.
    for (const { p, r } of todos) {
      expect([0, 200], `${p.tipo} ${p.id}: ${r.error ?? JSON.stringify(r.body)}`).toContain(
        r.status,
      );
    }
    // The embedded database was closed: its lock is gone.
    if (destino.tipo === 'pglite') {
      expect(existsSync(path.join(destino.dataDir, 'server.lock'))).toBe(false);
    }

    servidor = await arrancar(destino);
    const tokenDueno = await entrar(servidor, DUENO.nameUser, DUENO.password);
    const abiertos = await servidor.api<{ tiempos: Array<{ id: number }> }>(
      'GET',
      '/tiempos/all',
      undefined,
      tokenDueno,
    );
    for (const { p } of todos.filter((x) => x.r.status === 200)) {
      if (p.tipo === 'confirmar') expect(abiertos.tiempos.map((t) => t.id)).not.toContain(p.id);
    }
    const tras = await (tipo === 'pglite'
      ? servidor.parar({ conservarDatos: true }).then(() => conBase(destino, leerEstado))
      : conBase(destino, leerEstado));
    const { perdidas, exitos } = comprobarRespuestas(tras, todos);
    expect(perdidas).toEqual([]);
    expect(violaciones(tras)).toEqual([]);
    // What the process took in is exactly what was answered 200 and stored.
    expect(recibidas.size).toBe(exitos);
    // A graceful stop answers whatever it did: a request without answer did nothing.
    const cortadas = todos.filter((x) => x.r.status === 0);
    expect(cortadas.filter((x) => hecho(tras, x.p)).map((x) => `${x.p.tipo} ${x.p.id}`)).toEqual(
      [],
    );

    if (tipo === 'pglite') servidor = await arrancar(destino);
    await terminarTodo(servidor, tokens.get(esc.admins[0]?.id ?? 0) ?? '');
    await servidor.parar({ conservarDatos: tipo === 'pglite' });
    const final = await conBase(destino, leerEstado);
    expect(violaciones(final)).toEqual([]);
    expect(todoCerrado(final)).toEqual({ abiertos: 0, sinPagar: 0, diferencia: 0 });

    cifras.fallosSobrevividos++;
    cifras.solicitudes += todos.length;
    cifras.escriturasConfirmadas += exitos;
    cifras.perdidas += perdidas.length;
    cifras.respuestas5xx += todos.filter((x) => x.r.status >= 500).length;
    cifras.sinRespuesta += cortadas.length;
    cifras.casos.push({
      caso: 'SIGTERM',
      base: tipo,
      solicitudes: todos.length,
      respondidasAntesDeParar: umbral,
      respondidasTrasLaSenal: trasLaSenal,
      recibidasPorElProceso: recibidas.size,
      exitos,
      sinConexion: cortadas.length,
      tardias: {
        enviadas: deTardias.length,
        exitos: deTardias.filter((x) => x.r.status === 200).length,
      },
    });
  });
});
