import type { FastifyInstance } from 'fastify';
import { ahora, type Ctx } from '../../lib/context';
import { ClienteHabbo } from '../../lib/habbo-cliente';
import { rondaProgramada } from './revision.service';

/** How often the server looks whether a scheduled round is due. */
const BARRIDO_MS = 60_000;

/**
 * The roster check beside the server's work (docs/reglas.md, Habbo roster 35.2): one
 * Habbo client for the process, and a minute's sweep that runs a round once
 * `revision_horas` have passed since the last one started (in any process sharing the
 * database). The round never holds a request or a transaction while it waits on Habbo.
 */
export function iniciarRevisionEnVivo(app: FastifyInstance, ctx: Ctx): { cliente: ClienteHabbo } {
  const cliente = new ClienteHabbo(ctx.config);
  const arranque = ahora(ctx);
  let enMarcha: Promise<unknown> | null = null;
  const barrer = () => {
    if (enMarcha) return;
    enMarcha = rondaProgramada(ctx, cliente, arranque)
      .catch((err: unknown) => app.log.error({ err }, 'revision: scheduled round'))
      .finally(() => {
        enMarcha = null;
      });
  };
  const barrido = setInterval(barrer, BARRIDO_MS);
  barrido.unref();
  app.addHook('preClose', async () => {
    clearInterval(barrido);
    await enMarcha;
  });
  return { cliente };
}
