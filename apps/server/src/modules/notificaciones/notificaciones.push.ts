import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '../../db/client';
import type { ClavesVapid } from '../../lib/vapid';
import * as repo from './notificaciones.repository';
import type { AvisoNotificacion } from './notificaciones.repository';

/** How long one push request may take: a slow push service is given up on. */
const TIEMPO_PUSH_MS = 5_000;

/**
 * Whether a subscription endpoint is on an allowed push service: `PUSH_HOSTS` names
 * hosts exactly, or `*.suffix` for any host under that domain (docs/reglas.md,
 * Notifications). Only https endpoints; anything else could point the server at
 * internal addresses.
 */
export function hostPermitido(endpoint: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return hosts.some((h) =>
    h.startsWith('*.') ? host.endsWith(h.slice(1)) && host.length > h.length - 1 : host === h,
  );
}

/** Sends notifications to people's devices through Web Push (`web-push`). */
export class EnvioPush {
  constructor(
    private readonly db: Db,
    private readonly claves: ClavesVapid,
    private readonly opciones: {
      hosts: readonly string[];
      asunto: string;
      titulo: string;
      log: FastifyBaseLogger;
    },
  ) {}

  /**
   * Sends one notification to every subscription of its person, once across processes
   * (the first to claim it sends). Runs after the change committed and never throws: a
   * failure is logged, and a subscription the push service says is gone (404, 410) is
   * deleted. A notification announced as written for someone without subscriptions
   * (`push: false`) is not looked up.
   */
  async enviar(aviso: AvisoNotificacion): Promise<void> {
    if (aviso.push === false) return;
    try {
      const suscripciones = await repo.suscripciones(this.db, aviso.usuarioId);
      if (suscripciones.length === 0) return;
      if (!(await repo.reclamarPush(this.db, aviso.id))) return;
      const carga = JSON.stringify({
        titulo: this.opciones.titulo,
        texto: aviso.texto,
        enlace: aviso.enlace,
        id: aviso.id,
      });
      await Promise.all(suscripciones.map((s) => this.enviarA(s, carga)));
    } catch (err) {
      this.opciones.log.error({ err }, 'web push: sending');
    }
  }

  private async enviarA(
    s: { id: number; endpoint: string; p256dh: string; auth: string },
    carga: string,
  ) {
    if (!hostPermitido(s.endpoint, this.opciones.hosts)) return;
    try {
      await webpush.sendNotification(
        { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
        carga,
        {
          vapidDetails: { subject: this.opciones.asunto, ...this.claves },
          contentEncoding: 'aes128gcm',
          TTL: 24 * 60 * 60,
          timeout: TIEMPO_PUSH_MS,
        },
      );
    } catch (err) {
      if (err instanceof WebPushError && (err.statusCode === 404 || err.statusCode === 410)) {
        await repo.borrarSuscripcionPorId(this.db, s.id);
        this.opciones.log.info(
          { endpoint: new URL(s.endpoint).host, status: err.statusCode },
          'web push: subscription gone, removed',
        );
        return;
      }
      this.opciones.log.warn(
        { err: err instanceof Error ? err.message : err, endpoint: new URL(s.endpoint).host },
        'web push: delivery failed',
      );
    }
  }
}
