import type { Ajustes, AjustesBody, AjustesVista } from '@mchabbo/shared/ajustes/contratos';
import { MENSAJES_REVISION } from '@mchabbo/shared/revision/contratos';
import type { Tx } from '../../db/client';
import { ahora, type Ctx } from '../../lib/context';
import { endpointPermitido } from '../../lib/destino-https';
import { invalido } from '../../lib/errors';
import type { Actor } from '../../lib/actor';
import * as repo from './ajustes.repository';

/** The owner settings, defaults filled in (inside a transaction, or a fresh read). */
export function leerAjustes(db: Tx): Promise<Ajustes> {
  return repo.leerAjustes(db);
}

/**
 * The settings, kept between requests while the
 * database is unchanged (`lib/lecturas.ts`). Not for use inside a transaction.
 */
export function ajustesVigentes(ctx: Pick<Ctx, 'db' | 'lecturas'>): Promise<Ajustes> {
  return ctx.lecturas.leer('ajustes', () => repo.leerAjustes(ctx.db));
}

/** The stored Discord webhook (the discord module sends to it). */
export function webhookDiscord(db: Tx): Promise<string | null> {
  return repo.leerWebhookDiscord(db);
}

/** A webhook as the settings show it: only its last 4 characters (docs/reglas.md, Discord 31.1). */
const final = (url: string | null) => (url === null ? null : url.slice(-4));

/** A Discord webhook's path: `/api/webhooks/<id>/<token>`. */
const RUTA_WEBHOOK = /^\/api(\/v\d+)?\/webhooks\/\d{1,25}\/[\w-]{1,200}$/;

/**
 * The webhook address to store, re-serialised, when it is a Discord webhook on an
 * allowed host (`DISCORD_HOSTS`, HTTPS on 443); otherwise 400 (docs/reglas.md, Discord 31.3).
 */
export function webhookPermitido(url: string, hosts: readonly string[]): string {
  const permitida = endpointPermitido(url, hosts);
  const leida = permitida === null ? null : new URL(permitida);
  // Nothing after the path: no query, no fragment, not even an empty `?` or `#`.
  if (
    !leida ||
    !RUTA_WEBHOOK.test(leida.pathname) ||
    leida.href !== leida.origin + leida.pathname
  ) {
    throw invalido('Esa dirección no es un webhook de Discord permitido.');
  }
  return leida.href;
}

/** The settings with the webhook's last 4 characters, as GET /ajustes answers. */
export async function vista(db: Tx): Promise<AjustesVista> {
  const [ajustes, webhook] = await Promise.all([repo.leerAjustes(db), repo.leerWebhookDiscord(db)]);
  return { ...ajustes, discord_webhook_final: final(webhook) };
}

/**
 * Saves some settings and answers them all; the change is told with the values before
 * and after (the webhook only by its last 4 characters).
 */
export async function guardar(ctx: Ctx, usuario: Actor, body: AjustesBody) {
  const { discord_webhook, ...cambios } = body;
  // An empty address removes the webhook.
  const webhook =
    discord_webhook === undefined
      ? undefined
      : discord_webhook === ''
        ? null
        : webhookPermitido(discord_webhook, ctx.config.DISCORD_HOSTS);
  return ctx.db.transaction(async (tx) => {
    const antes = await vista(tx);
    const webhookAntes = await repo.leerWebhookDiscord(tx);
    await repo.guardarAjustes(tx, cambios as Partial<Ajustes>);
    if (webhook !== undefined) await repo.guardarWebhookDiscord(tx, webhook);
    const despues = await vista(tx);
    // Checked on the values once saved: a request may change either (Habbo roster 35.1).
    if (despues.ausencia_aviso_dias > despues.ausencia_despido_dias)
      throw invalido(MENSAJES_REVISION.umbrales);
    const claves = (Object.keys(despues) as (keyof AjustesVista)[]).filter(
      (k) => JSON.stringify(antes[k]) !== JSON.stringify(despues[k]),
    );
    // Only what changed is recorded: the same address saved again, or an empty one with
    // nothing stored, changes nothing and writes no row. A new address with the same
    // last 4 characters is a change, and its row says so.
    const otraDireccion =
      typeof webhook === 'string' &&
      webhook !== webhookAntes &&
      !claves.includes('discord_webhook_final');
    if (otraDireccion) claves.push('discord_webhook_final');
    if (claves.length > 0) {
      await ctx.eventos.emitir(tx, 'ajustes.cambiados', {
        actorId: usuario.id,
        usuarioId: null,
        instante: ahora(ctx),
        antes: Object.fromEntries(claves.map((k) => [k, antes[k]])),
        despues: {
          ...Object.fromEntries(claves.map((k) => [k, despues[k]])),
          ...(otraDireccion ? { discord_webhook_nuevo: true } : {}),
        },
      });
    }
    return despues;
  });
}
