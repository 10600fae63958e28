import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../lib/context';
import { CentralDeAvisos, escucharAvisos } from './tiempos.avisos';
import { barrerOlvidados } from './tiempos.olvidados';
import { Streams } from './tiempos.stream';

/** How often the server looks for forgotten timers besides every list and action. */
const BARRIDO_MS = 60_000;

/**
 * The live side of the timers: the bridge from the database's announcements (LISTEN)
 * to this process's open streams, and the periodic sweep of forgotten timers. Both
 * stop before the server stops accepting, since open streams would keep it waiting.
 * Returns the streams, for the route that opens them.
 */
export async function iniciarTiemposEnVivo(app: FastifyInstance, ctx: Ctx): Promise<Streams> {
  const central = new CentralDeAvisos();
  const streams = new Streams(central, (sesiones) => app.sesionesVigentes(sesiones), app.log);
  const dejarDeEscuchar = await escucharAvisos(app.database, (d) => central.emitir(d), app.log);
  const barrido = setInterval(() => {
    barrerOlvidados(ctx).catch((err: unknown) => app.log.error({ err }, 'forgotten timers sweep'));
  }, BARRIDO_MS);
  barrido.unref();
  app.addHook('preClose', async () => {
    clearInterval(barrido);
    streams.cerrarTodos();
    await dejarDeEscuchar();
  });
  return streams;
}
