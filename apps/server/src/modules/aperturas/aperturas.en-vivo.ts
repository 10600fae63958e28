import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../lib/context';
import { barrerAperturas } from './aperturas.service';

/** How often the reminders' sweep looks for openings starting within 30 minutes. */
const BARRIDO_MS = 60_000;

/** Starts the reminders' sweep (docs/reglas.md, Openings 34.8) for the app's lifetime. */
export function iniciarAperturasEnVivo(app: FastifyInstance, ctx: Ctx): void {
  const barrer = () => {
    barrerAperturas(ctx).catch((err: unknown) => app.log.error({ err }, 'openings sweep'));
  };
  const barrido = setInterval(barrer, BARRIDO_MS);
  barrido.unref();
  app.addHook('onReady', async () => barrer());
  app.addHook('preClose', async () => {
    clearInterval(barrido);
  });
}
