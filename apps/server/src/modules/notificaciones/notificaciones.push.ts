import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { endpointPermitido } from '../../lib/destino-https';
import type { ClavesVapid } from '../../lib/vapid';
import * as repo from './notificaciones.repository';
import type { AvisoNotificacion } from './notificaciones.repository';

/** How long one push request may take: a slow push service is given up on. */
const TIEMPO_PUSH_MS = 5_000;

/** `web-push` and its crypto dependencies, loaded at the first send, not at every start. */
const cargarWebPush = () => import('web-push');

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
    // Sent only to exactly the address that was checked (a row stored before the check
    // existed is skipped, never re-read by another parser).
    const endpoint = endpointPermitido(s.endpoint, this.opciones.hosts);
    if (!endpoint) return;
    const { default: webpush, WebPushError } = await cargarWebPush();
    try {
      await webpush.sendNotification(
        { endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
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
