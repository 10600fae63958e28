import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  ajustar,
  pausar,
  reanudar,
  RESTA_RAPIDA_SEGUNDOS,
  segundosTranscurridos,
  type Cronometro,
} from '@mchabbo/shared/tiempos/cronometro';
import { inicioSemanaPaga, semanaAnterior } from '@mchabbo/shared/paga/reglas';
import { DUENO, iniciarServidor } from '../support/server';
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
import { eventosPorTiempo, leerEstado, violaciones, type Estado } from './invariantes';

/**
 * Concurrency: eight managers of levels 0–3, each signed in with its
 * own token, act at once over HTTP on the same timers and the same pay entries. The
 * stored history must be one serial order of the successful requests (replayed through
 * the pure timer model it gives every stored row), with one event per success, and no
 * pay entry is paid twice.
 */

const hayPostgres = await postgresDisponible();
const TIPOS = hayPostgres ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

const cifras = {
  solicitudes: 0,
  exitos: 0,
  rechazos403: 0,
  conflictos409: 0,
  respuestas5xx: 0,
  inesperadas: 0,
  eventos: 0,
  eventosSinExito: 0,
  exitosSinEvento: 0,
  tiemposReproducidos: 0,
  entradasDisputadas: 0,
  pagosDobles: 0,
  postgres: hayPostgres,
  casos: [] as Array<Record<string, unknown>>,
};
afterAll(async () => {
  await guardarCifras('concurrencia', cifras);
});

const limpiar: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const paso of limpiar.splice(0).reverse()) await paso().catch(() => {});
});

/** Who may act over whom (docs/reglas.md, Acting on others 2.1). */
const sobre = (a: Cuenta, b: Cuenta) => a.id !== b.id && (a.nivel === 0 || a.nivel < b.nivel);

interface Tiempo {
  id: number;
  trabajador: Cuenta;
  encargado: Cuenta | null;
}
interface Entrada {
  id: number;
  trabajador: Cuenta;
}

/**
 * Eight managers: the owner, two of level 1, two of level 2, three of level 3. Twelve
 * workers (levels 4–6) with a running timer of 2.5 h each, unmanaged or run by a level 3
 * or a level 2 manager, and an unpaid entry this week holding a 2 h shift; six of them
 * also have an unpaid entry of last week.
 */
function preparar(destino: Destino) {
  return conBase(destino, async (db) => {
    const s = sembrador(db);
    const dueno = await s.base();
    const encargados = [
      dueno,
      await s.cuenta('Director1', 1),
      await s.cuenta('Director2', 1),
      await s.cuenta('Gerente1', 2),
      await s.cuenta('Gerente2', 2),
      await s.cuenta('Capitan1', 3),
      await s.cuenta('Capitan2', 3),
      await s.cuenta('Capitan3', 3),
    ];
    const porNombre = (n: string) => encargados.find((e) => e.nombre === n) ?? null;
    const tiempos: Tiempo[] = [];
    const entradas: Entrada[] = [];
    const pasada = semanaAnterior(inicioSemanaPaga(new Date()));
    for (let i = 0; i < 12; i++) {
      const w = await s.cuenta(`Turno${String(i + 1).padStart(2, '0')}`, 4 + (i % 3));
      const encargado = [null, porNombre('Capitan1'), porNombre('Gerente1')][i % 3] ?? null;
      tiempos.push({ id: await s.tiempoAbierto(w, encargado, 9000), trabajador: w, encargado });
      entradas.push({ id: (await s.entradaConTurno(w, dueno, 7200)).pagoId, trabajador: w });
      if (i < 6) {
        entradas.push({
          id: (await s.entradaConTurno(w, dueno, 3 * 3600, pasada)).pagoId,
          trabajador: w,
        });
      }
    }
    return { encargados, tiempos, entradas };
  });
}

type Accion = 'pausar' | 'reanudar' | 'restar-5' | 'ajustar' | 'confirmar' | 'marcar-pagado';
interface Peticion {
  accion: Accion;
  id: number;
  actor: Cuenta;
  /** Signed seconds an ajustar asks for. */
  delta?: number;
  /** Whether the rules let this caller do it at all (else 403). */
  permitida: boolean;
}

/** The body each action sends. */
function cuerpo(p: Peticion) {
  if (p.accion === 'ajustar') {
    const delta = p.delta ?? 0;
    return { id: p.id, minutos: Math.abs(delta) / 60, tipo: delta > 0 ? 'Sumar' : 'Restar' };
  }
  return p.accion === 'confirmar' ? { id: p.id, confirmado: true } : { id: p.id };
}

/**
 * The burst: per timer three pauses, three resumes, two '-5', four adjustments (two up,
 * two down, 1–30 minutes) and, for every other timer, two confirmations; per entry three
 * payers (one may be of level 3, who is refused). Each by a random manager.
 */
function peticiones(
  encargados: Cuenta[],
  tiempos: Tiempo[],
  entradas: Entrada[],
  semilla: number,
): Peticion[] {
  const azar = aleatorio(semilla);
  const quien = (lista: Cuenta[]) => lista[azar.entero(lista.length)] as Cuenta;
  const lista: Peticion[] = [];
  tiempos.forEach((t, i) => {
    const acciones: Array<[Accion, number?]> = [
      ['pausar'],
      ['pausar'],
      ['pausar'],
      ['reanudar'],
      ['reanudar'],
      ['reanudar'],
      ['restar-5'],
      ['restar-5'],
      ['ajustar', 60 * (1 + azar.entero(30))],
      ['ajustar', 60 * (1 + azar.entero(30))],
      ['ajustar', -60 * (1 + azar.entero(30))],
      ['ajustar', -60 * (1 + azar.entero(30))],
      ...(i % 2 === 0 ? ([['confirmar'], ['confirmar']] as Array<[Accion]>) : []),
    ];
    for (const [accion, delta] of acciones) {
      const actor = quien(encargados);
      const permitida =
        sobre(actor, t.trabajador) &&
        (t.encargado === null || t.encargado.id === actor.id || sobre(actor, t.encargado));
      lista.push({ accion, id: t.id, actor, delta, permitida });
    }
  });
  const administracion = encargados.filter((e) => e.nivel <= 2);
  for (const e of entradas) {
    // Two administrators (never the same one twice) and anyone else.
    const uno = quien(administracion);
    const otro = quien(administracion.filter((a) => a.id !== uno.id));
    for (const actor of [uno, otro, quien(encargados)]) {
      const permitida = actor.nivel <= 2 && sobre(actor, e.trabajador);
      lista.push({ accion: 'marcar-pagado', id: e.id, actor, permitida });
    }
  }
  return azar.barajar(lista);
}

interface Resultado {
  p: Peticion;
  r: Respuesta;
}

/**
 * Replays one timer's stored history through the pure timer model, matching each event
 * to a distinct successful request of that timer with the same action and caller (an
 * ajustar also by the seconds it asked for). Returns what does not fit (empty when the
 * history is one serial order of exactly the successes).
 */
function reproducir(estado: Estado, t: Tiempo, exitos: Peticion[]): string[] {
  const fallos: string[] = [];
  const fila = estado.tiempos.find((x) => x.id === t.id);
  const eventos = (eventosPorTiempo(estado).get(t.id) ?? []).slice(1);
  if (!fila) return [`tiempo ${t.id}: no existe`];
  let c: Cronometro = {
    iniciadoEn: Date.parse(fila.iniciado_en),
    pausadoDesde: null,
    segundosPausados: 0,
    ajusteSegundos: 0,
  };
  let pausas = 0;
  let estadoModelo = 'activo';
  const pendientes = [...exitos];
  for (const e of eventos) {
    const ahora = Date.parse(e.creado_en);
    if (estadoModelo === 'confirmado') fallos.push(`tiempo ${t.id}: evento ${e.id} tras confirmar`);
    let siguiente: Cronometro;
    let delta: number | undefined;
    if (e.accion === 'pausar') {
      if (c.pausadoDesde !== null) fallos.push(`tiempo ${t.id}: pausa de un tiempo pausado`);
      siguiente = pausar(c, ahora);
      pausas++;
    } else if (e.accion === 'reanudar') {
      if (c.pausadoDesde === null) fallos.push(`tiempo ${t.id}: reanudar un tiempo en marcha`);
      siguiente = reanudar(c, ahora);
    } else if (e.accion === 'restar-5') {
      siguiente = ajustar(c, ahora, -RESTA_RAPIDA_SEGUNDOS);
    } else if (e.accion === 'ajustar') {
      // The request it came from: the one whose asked-for seconds give this result.
      const candidata = pendientes.find(
        (p) =>
          p.accion === 'ajustar' &&
          p.actor.id === e.actor_id &&
          ajustar(c, ahora, p.delta ?? 0).ajusteSegundos === e.despues.ajuste_segundos,
      );
      delta = candidata?.delta;
      siguiente = ajustar(c, ahora, delta ?? 0);
    } else if (e.accion === 'confirmar') {
      const segundos = segundosTranscurridos(c, ahora);
      if (e.despues.segundos_confirmados !== segundos) {
        fallos.push(
          `tiempo ${t.id}: confirmó ${String(e.despues.segundos_confirmados)} s, el modelo ${segundos}`,
        );
      }
      siguiente = { ...c, pausadoDesde: c.pausadoDesde ?? ahora };
      estadoModelo = 'confirmado';
    } else {
      fallos.push(`tiempo ${t.id}: acción inesperada ${e.accion}`);
      continue;
    }
    if (e.accion === 'pausar') estadoModelo = 'pausado';
    if (e.accion === 'reanudar') estadoModelo = 'activo';
    // The event must come from a successful request of that action by that caller.
    const i = pendientes.findIndex(
      (p) =>
        p.accion === e.accion &&
        p.actor.id === e.actor_id &&
        (e.accion !== 'ajustar' || p.delta === delta),
    );
    if (i < 0) fallos.push(`tiempo ${t.id}: evento ${e.id} (${e.accion}) sin solicitud con éxito`);
    else pendientes.splice(i, 1);
    c = siguiente;
    const esperado = {
      estado: estadoModelo,
      pausado_desde: c.pausadoDesde === null ? null : new Date(c.pausadoDesde).toISOString(),
      segundos_pausados: c.segundosPausados,
      ajuste_segundos: c.ajusteSegundos,
      pausas_count: pausas,
    };
    const visto = Object.fromEntries(Object.keys(esperado).map((k) => [k, e.despues[k]]));
    if (JSON.stringify(visto) !== JSON.stringify(esperado)) {
      fallos.push(
        `tiempo ${t.id}: evento ${e.id} ${JSON.stringify(visto)} ≠ modelo ${JSON.stringify(esperado)}`,
      );
    }
  }
  for (const p of pendientes) fallos.push(`tiempo ${t.id}: ${p.accion} con éxito sin evento`);
  const final = {
    estado: fila.estado,
    pausado_desde: fila.pausado_desde,
    segundos_pausados: fila.segundos_pausados,
    ajuste_segundos: fila.ajuste_segundos,
    pausas_count: fila.pausas_count,
  };
  const modelo = {
    estado: estadoModelo,
    pausado_desde: c.pausadoDesde === null ? null : new Date(c.pausadoDesde).toISOString(),
    segundos_pausados: c.segundosPausados,
    ajuste_segundos: c.ajusteSegundos,
    pausas_count: pausas,
  };
  if (JSON.stringify(final) !== JSON.stringify(modelo)) {
    fallos.push(`tiempo ${t.id}: fila ${JSON.stringify(final)} ≠ modelo ${JSON.stringify(modelo)}`);
  }
  return fallos;
}

// Each case seeds, bursts and checks a real server: minutes on a busy 2-core machine.
describe.each(TIPOS)('many managers at once on %s', { timeout: 180_000 }, (tipo) => {
  it('end in one serial order, with one event per success and no entry paid twice', async () => {
    const { destino, borrar } = await destinoNuevo(tipo);
    limpiar.push(borrar);
    const { encargados, tiempos, entradas } = await preparar(destino);
    const [env, dataDir] = arranque(destino);
    const servidor = await iniciarServidor(env, dataDir);
    limpiar.push(() => servidor.parar({ conservarDatos: tipo === 'pglite' }));
    const tokens = new Map<number, string>();
    for (const e of encargados)
      tokens.set(
        e.id,
        await entrar(servidor, e.nombre, e.nivel === 0 ? DUENO.password : undefined),
      );

    const lista = peticiones(encargados, tiempos, entradas, tipo === 'pglite' ? 101 : 202);
    expect(lista.length).toBeGreaterThanOrEqual(100);
    const inicio = Date.now();
    const resultados: Resultado[] = await Promise.all(
      lista.map(async (p) => ({
        p,
        r: await llamar(
          servidor.url,
          'POST',
          `/tiempos/${p.accion}`,
          cuerpo(p),
          tokens.get(p.actor.id),
        ),
      })),
    );
    const duracionMs = Date.now() - inicio;

    // Each answer is the one the rules give: 403 exactly when the caller may not act,
    // otherwise 200 or 409 (the state the others left: paused, confirmed, paid…).
    const inesperadas = resultados.filter(({ p, r }) =>
      p.permitida ? r.status !== 200 && r.status !== 409 : r.status !== 403,
    );
    expect(
      inesperadas.map(
        ({ p, r }) =>
          `${p.accion} ${p.id} por ${p.actor.nombre}: ${r.status} ${JSON.stringify(r.body)}`,
      ),
    ).toEqual([]);

    const estado = await (tipo === 'pglite'
      ? servidor.parar({ conservarDatos: true }).then(() => conBase(destino, leerEstado))
      : conBase(destino, leerEstado));
    expect(violaciones(estado)).toEqual([]);

    // Timers: the history is a serial order of exactly the successful requests.
    const exitosas = resultados.filter((x) => x.r.status === 200).map((x) => x.p);
    const fallos = tiempos.flatMap((t) =>
      reproducir(
        estado,
        t,
        exitosas.filter((p) => p.id === t.id && p.accion !== 'marcar-pagado'),
      ),
    );
    expect(fallos).toEqual([]);

    // Pay entries: exactly one payment succeeded, by the person stored as paying.
    const pagosDobles: string[] = [];
    for (const e of entradas) {
      const pagos = resultados.filter((x) => x.p.accion === 'marcar-pagado' && x.p.id === e.id);
      const exitos = pagos.filter((x) => x.r.status === 200);
      const guardado = estado.pagos.find((p) => p.id === e.id);
      if (exitos.length !== 1 || guardado?.pagado_por !== exitos[0]?.p.actor.id) {
        pagosDobles.push(
          `pago ${e.id}: ${exitos.length} éxitos, pagado_por ${guardado?.pagado_por}`,
        );
      }
      const respondido = (exitos[0]?.r.body.pago as { creditos?: number } | undefined)?.creditos;
      expect(guardado?.creditos, `pago ${e.id}`).toBe(respondido);
    }
    expect(pagosDobles).toEqual([]);

    const eventosNuevos = estado.eventos.filter(
      (e) => tiempos.some((t) => t.id === e.tiempo_id) && e.accion !== 'iniciar',
    ).length;
    const exitosTiempos = exitosas.filter((p) => p.accion !== 'marcar-pagado').length;
    expect(eventosNuevos).toBe(exitosTiempos);

    const cuenta = (s: number) => resultados.filter((x) => x.r.status === s).length;
    cifras.solicitudes += resultados.length;
    cifras.exitos += exitosas.length;
    cifras.rechazos403 += cuenta(403);
    cifras.conflictos409 += cuenta(409);
    cifras.respuestas5xx += resultados.filter((x) => x.r.status >= 500).length;
    cifras.inesperadas += inesperadas.length;
    cifras.eventos += eventosNuevos;
    cifras.eventosSinExito += fallos.filter((f) => f.includes('sin solicitud con éxito')).length;
    cifras.exitosSinEvento += fallos.filter((f) => f.includes('con éxito sin evento')).length;
    cifras.tiemposReproducidos += tiempos.length;
    cifras.entradasDisputadas += entradas.length;
    cifras.pagosDobles += pagosDobles.length;
    cifras.casos.push({
      base: tipo,
      encargados: encargados.length,
      tiempos: tiempos.length,
      entradas: entradas.length,
      solicitudes: resultados.length,
      exitos: exitosas.length,
      porAccion: Object.fromEntries(
        [...new Set(lista.map((p) => p.accion))].map((a) => [
          a,
          `${resultados.filter((x) => x.p.accion === a && x.r.status === 200).length}/${
            lista.filter((p) => p.accion === a).length
          }`,
        ]),
      ),
      confirmados: estado.tiempos.filter(
        (t) => t.estado === 'confirmado' && tiempos.some((x) => x.id === t.id),
      ).length,
      duracionMs,
    });
  });
});
