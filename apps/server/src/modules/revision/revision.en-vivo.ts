import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client';
import { ahora, type Ctx } from '../../lib/context';
import { ClienteHabbo } from '../../lib/habbo-cliente';
import { barrerPresencias } from './revision.presencia';
import { rondaProgramada } from './revision.service';

/** How often the server looks whether a scheduled round is due. */
const BARRIDO_MS = 60_000;

/**
 * The roster check beside the server's work (docs/reglas.md, Habbo roster 35.2): one
 * Habbo client for the process, a minute's sweep that runs a round once
 * `revision_horas` have passed since the last one started (in any process sharing the
 * database), and the presence sweep of the workers whose timer runs (35.9), every
 * `HABBO_PRESENCIA_MS`, through the same client and pace. Neither ever holds a request
 * or a transaction while it waits on Habbo.
 */
export function iniciarRevisionEnVivo(
  app: FastifyInstance,
  ctx: Ctx,
  /** The workers whose timer runs now (the timers module, wired in app.ts). */
  enMarcha: (db: Tx) => Promise<number[]>,
): { cliente: ClienteHabbo } {
  const cliente = new ClienteHabbo(ctx.config);
  const arranque = ahora(ctx);
  let ronda: Promise<unknown> | null = null;
  let presencia: Promise<unknown> | null = null;
  const barrer = () => {
    if (ronda) return;
    ronda = rondaProgramada(ctx, cliente, arranque)
      .catch((err: unknown) => app.log.error({ err }, 'revision: scheduled round'))
      .finally(() => {
        ronda = null;
      });
  };
  const barrerPresencia = () => {
    if (presencia) return;
    presencia = enMarcha(ctx.db)
      .then((ids) => barrerPresencias(ctx, cliente, ids))
      .catch((err: unknown) => app.log.error({ err }, 'revision: presence sweep'))
      .finally(() => {
        presencia = null;
      });
  };
  const barrido = setInterval(barrer, BARRIDO_MS);
  barrido.unref();
  const barridoPresencia = setInterval(barrerPresencia, ctx.config.HABBO_PRESENCIA_MS);
  barridoPresencia.unref();
  app.addHook('preClose', async () => {
    clearInterval(barrido);
    clearInterval(barridoPresencia);
    await Promise.all([ronda, presencia]);
  });
  return { cliente };
}
