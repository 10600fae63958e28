import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../../lib/context';
import { escucharCanal } from '../../lib/escucha';
import { EnvioDiscord } from './discord.envio';
import { CANAL_DISCORD } from './discord.repository';
import { programarMensajes } from './discord.service';

/** How often the Monday messages are looked for, and waiting messages retried. */
const BARRIDO_MS = 60_000;

/**
 * The live side of Discord (docs/reglas.md, Discord 31.4): every message queued by a
 * change is sent once the change commits (announced by the database to every process;
 * the first to claim it sends), retries wait their turn, and a sweep queues the Monday
 * messages.
 */
export async function iniciarDiscordEnVivo(app: FastifyInstance, ctx: Ctx): Promise<void> {
  const envio = new EnvioDiscord(ctx.db, {
    hosts: ctx.config.DISCORD_HOSTS,
    nombre: ctx.config.APP_NAME,
    log: app.log,
  });
  const dejarDeEscuchar = await escucharCanal(
    app.database,
    CANAL_DISCORD,
    () => envio.despertar(),
    () => envio.despertar(),
    app.log,
  );
  const barrer = () => {
    programarMensajes(ctx)
      .catch((err: unknown) => app.log.error({ err }, 'discord: Monday messages'))
      .finally(() => envio.despertar());
  };
  const barrido = setInterval(barrer, BARRIDO_MS);
  barrido.unref();
  app.addHook('onReady', async () => barrer());
  app.addHook('preClose', async () => {
    clearInterval(barrido);
    envio.cerrar();
    await dejarDeEscuchar();
  });
}
