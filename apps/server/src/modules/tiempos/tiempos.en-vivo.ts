import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../lib/context';
import { escucharCanal } from '../../lib/escucha';
import { Streams } from '../../lib/sse';
import { CANAL_TIEMPOS, type Aviso } from './tiempos.avisos';
import { barrerOlvidados } from './tiempos.olvidados';
import { barrerPeticiones } from './tiempos.peticiones';

/**
 * How often the server looks for forgotten timers and expired requests to be timed,
 * besides every list and action.
 */
const BARRIDO_MS = 60_000;

/**
 * The live side of the timers: the bridge from the database's announcements (LISTEN)
 * to this process's open streams, and the periodic sweeps of forgotten timers and of
 * requests to be timed nobody attended. Both
 * stop before the server stops accepting, since open streams would keep it waiting.
 * Returns the streams, for the route that opens them.
 */
export async function iniciarTiemposEnVivo(
  app: FastifyInstance,
  ctx: Ctx,
  /** Told the people whose own timers or requests a change touched (their screens follow it). */
  alCambiarDe: (usuarios: number[]) => void = () => {},
): Promise<Streams> {
  const streams = new Streams('tiempos', (sesiones) => app.sesionesVigentes(sesiones), app.log);
  // The timers' stream carries the action and the timer, as always; the people it
  // touched are told on their own streams.
  const alAviso = (datos: string) => {
    let aviso: Aviso;
    try {
      aviso = JSON.parse(datos) as Aviso;
    } catch {
      streams.emitir(datos);
      return;
    }
    const { usuarios, ...resto } = aviso;
    streams.emitir(usuarios ? JSON.stringify(resto) : datos);
    if (Array.isArray(usuarios) && usuarios.length > 0) alCambiarDe(usuarios);
  };
  const dejarDeEscuchar = await escucharCanal(
    app.database,
    CANAL_TIEMPOS,
    alAviso,
    () => streams.emitir(JSON.stringify({ accion: 'reconectado' } satisfies Aviso)),
    app.log,
  );
  const barrido = setInterval(() => {
    barrerOlvidados(ctx).catch((err: unknown) => app.log.error({ err }, 'forgotten timers sweep'));
    barrerPeticiones(ctx).catch((err: unknown) => app.log.error({ err }, 'expired requests sweep'));
  }, BARRIDO_MS);
  barrido.unref();
  app.addHook('preClose', async () => {
    clearInterval(barrido);
    streams.cerrarTodos();
    await dejarDeEscuchar();
  });
  return streams;
}
