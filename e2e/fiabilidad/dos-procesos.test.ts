import { afterAll, describe, expect, it } from 'vitest';
import { DUENO, iniciarServidor, type ServidorDePrueba } from '../support/server';
import { baseNueva, CLAVE, postgresDisponible } from './base';
import { guardarCifras } from './cifras';
import { entrar } from './cliente';

/**
 * Two processes, one PostgreSQL: two real server processes, started at the same moment
 * on one fresh database, share the sessions and the live updates (nothing that must be
 * shared lives only in one process's memory). A change made through one reaches a
 * screen connected to the other within a second, through PostgreSQL's LISTEN/NOTIFY.
 */

const hayPostgres = await postgresDisponible();
const LIMITE_MS = 1000;

const servidores: ServidorDePrueba[] = [];
let borrarBase: (() => Promise<void>) | undefined;
const cifras: Record<string, unknown> = { postgres: hayPostgres };
afterAll(async () => {
  for (const s of servidores) await s.parar();
  await borrarBase?.();
  await guardarCifras('dos-procesos', cifras);
});

/** A live screen: the SSE stream of /api/tiempos/stream read as its messages arrive. */
async function pantalla(servidor: ServidorDePrueba, token: string) {
  const control = new AbortController();
  const res = await fetch(`${servidor.url}/api/tiempos/stream?token=${token}`, {
    signal: control.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const lector = res.body?.getReader();
  if (!lector) throw new Error('sin cuerpo');
  const decodificador = new TextDecoder();
  const recibidos: Array<{ datos: Record<string, unknown>; en: number }> = [];
  let resto = '';
  const lectura = (async () => {
    for (;;) {
      const { value, done } = await lector.read();
      if (done) return;
      resto += decodificador.decode(value, { stream: true });
      let corte: number;
      while ((corte = resto.indexOf('\n\n')) >= 0) {
        const mensaje = resto.slice(0, corte);
        resto = resto.slice(corte + 2);
        const evento = /^event: (.*)$/m.exec(mensaje)?.[1];
        const datos = /^data: (.*)$/m.exec(mensaje)?.[1];
        if (evento === 'tiempos' && datos) {
          recibidos.push({ datos: JSON.parse(datos) as Record<string, unknown>, en: Date.now() });
        }
      }
    }
  })().catch(() => {});
  return {
    /** Waits (at most `ms`) for a message that passes `filtro`; returns when it arrived. */
    async esperar(filtro: (d: Record<string, unknown>) => boolean, ms = 5000) {
      const limite = Date.now() + ms;
      for (;;) {
        const visto = recibidos.find((m) => filtro(m.datos));
        if (visto) return visto.en;
        if (Date.now() > limite) {
          throw new Error(`mensaje no recibido; llegaron ${JSON.stringify(recibidos)}`);
        }
        await new Promise((r) => setTimeout(r, 5));
      }
    },
    async cerrar() {
      control.abort();
      await lectura;
    },
  };
}

// Declared only where PostgreSQL runs (always in CI): two processes cannot share PGlite.
const conPostgres = hayPostgres ? describe : null;
conPostgres?.('two server processes on one PostgreSQL', () => {
  it('start together, share sessions, and a timer started on A reaches a screen on B within 1 s', async () => {
    const base = await baseNueva();
    borrarBase = base.borrar;
    // Both at once on an empty database: migrations, catalog, owner and JWT secret race.
    const arranque = Date.now();
    const [a, b] = await Promise.all([
      iniciarServidor({ DATABASE_URL: base.url }),
      iniciarServidor({ DATABASE_URL: base.url }),
    ]);
    servidores.push(a, b);
    const arranqueMs = Date.now() - arranque;
    expect(a.url).not.toBe(b.url);

    // The owner signs in on A; the same token works on B (one secret in the database).
    const tokenDueno = await entrar(a, DUENO.nameUser, DUENO.password);
    const misiones = await b.api<Array<{ id: number; mision: string }>>(
      'GET',
      '/misiones',
      undefined,
      tokenDueno,
    );
    const crear = async (nombre: string, mision: string) => {
      await a.api(
        'POST',
        '/user/register-admin',
        { nameUser: nombre, password: CLAVE },
        tokenDueno,
      );
      const todos = await b.api<Array<{ id: number; username: string }>>(
        'GET',
        '/user/all',
        undefined,
        tokenDueno,
      );
      const id = todos.find((u) => u.username === nombre)?.id;
      const misionId = misiones.find((m) => m.mision === mision)?.id;
      await a.api('PATCH', `/user/${id}/mision`, { misionId }, tokenDueno);
    };
    await crear('GerenteB', 'Gerente de Sistemas');
    await crear('MeseroA', 'Meseros');
    await crear('MeseroB', 'Meseros');

    // A manager's live screen on B; the owner starts a timer through A.
    const tokenGerente = await entrar(b, 'GerenteB');
    const enB = await pantalla(b, tokenGerente);
    await enB.esperar((d) => d.accion === 'conectado');
    const t0 = Date.now();
    const iniciado = await a.api<{ tiempo: { id: number } }>(
      'POST',
      '/tiempos/log',
      { encargado: DUENO.nameUser, usuario: 'MeseroA' },
      tokenDueno,
    );
    const id = iniciado.tiempo.id;
    const latenciaMs = (await enB.esperar((d) => d.accion === 'iniciar' && d.id === id)) - t0;
    expect(latenciaMs).toBeLessThan(LIMITE_MS);
    // What the screen then fetches from B shows the timer started on A.
    const enLista = await b.api<{ tiempos: Array<{ id: number; usuario: string }> }>(
      'GET',
      '/tiempos/all',
      undefined,
      tokenGerente,
    );
    expect(enLista.tiempos.find((t) => t.id === id)?.usuario).toBe('MeseroA');

    // And the other way: the manager starts a timer through B; a screen on A sees it.
    const enA = await pantalla(a, tokenDueno);
    await enA.esperar((d) => d.accion === 'conectado');
    const t1 = Date.now();
    const otro = await b.api<{ tiempo: { id: number } }>(
      'POST',
      '/tiempos/log',
      { encargado: 'GerenteB', usuario: 'MeseroB' },
      tokenGerente,
    );
    const otroId = otro.tiempo.id;
    const latenciaInversaMs =
      (await enA.esperar((d) => d.accion === 'iniciar' && d.id === otroId)) - t1;
    expect(latenciaInversaMs).toBeLessThan(LIMITE_MS);
    // Both screens hear both changes: B's own change reaches B's screen too.
    await enB.esperar((d) => d.accion === 'iniciar' && d.id === otroId);

    await enA.cerrar();
    await enB.cerrar();
    Object.assign(cifras, {
      procesos: 2,
      arranqueSimultaneoMs: arranqueMs,
      latenciaMs,
      latenciaInversaMs,
      limiteMs: LIMITE_MS,
    });
  });
});
