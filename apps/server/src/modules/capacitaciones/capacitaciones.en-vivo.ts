import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../lib/context';
import { barrerTurnos } from './capacitaciones.turnos';

/** How often the reminders' sweep looks for slots starting within 30 minutes. */
const BARRIDO_MS = 60_000;

/** Starts the slots' reminders sweep (docs/reglas.md, Trainings 33.4) for the app's lifetime. */
export function iniciarCapacitacionesEnVivo(app: FastifyInstance, ctx: Ctx): void {
  const barrer = () => {
    barrerTurnos(ctx).catch((err: unknown) => app.log.error({ err }, 'training slots sweep'));
  };
  const barrido = setInterval(barrer, BARRIDO_MS);
  barrido.unref();
  app.addHook('onReady', async () => barrer());
  app.addHook('preClose', async () => {
    clearInterval(barrido);
  });
}
