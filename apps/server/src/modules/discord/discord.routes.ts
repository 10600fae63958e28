import type { FastifyInstance } from 'fastify';
import { probarDiscord } from '@mchabbo/shared/ajustes/api';
import type { Ctx } from '../../lib/context';
import { declararRuta } from '../../lib/rutas';
import * as service from './discord.service';

/**
 * The owner's test of the Discord webhook (docs/reglas.md, Discord 31.5): declared with
 * the settings, answered here, where messages are posted. Each call reaches Discord, so
 * a few a minute are enough.
 */
export async function discordRoutes(app: FastifyInstance, ctx: Ctx) {
  const tags = ['ajustes'];
  const limitado = { rateLimit: { max: 5, timeWindow: '1 minute' } };
  declararRuta(app, probarDiscord, { tags, config: limitado }, () => service.probar(ctx));
}
