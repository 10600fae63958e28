import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { endpointPermitido } from '../../lib/destino-https';
import type { ClavesVapid } from '../../lib/vapid';
import * as repo from './notificaciones.repository';
import type { AvisoNotificacion } from './notificaciones.repository';

/** How long one push request may take: a slow push service is given up on. */
const TIEMPO_PUSH_MS = 5_000;

/**
 * `web-push` and its crypto dependencies, loaded at the first send, not at every start.
 * A CommonJS package: its error class is read from the default export (its
 * `module.exports`), which the server's bundle gives as the only export; a named
 * `WebPushError` import was undefined there, and no gone subscription was ever removed.
 */
const cargarWebPush = async () => (await import('web-push')).default;

/** Sends notifications to people's devices through Web Push (`web-push`). */
export class EnvioPush {
  /** Subscriptions whose last delivery failed and was logged: logged again once they work. */
  private readonly fallidas = new Set<number>();

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
   * subscription the push service says is gone (404, 410) is deleted; any other failure
   * keeps it (the next notification tries it again) and is logged once per subscription
   * until a delivery to it works (docs/reglas.md, Notifications 24.5). A notification announced as written for someone without subscriptions
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
    const webpush = await cargarWebPush();
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
      if (this.fallidas.delete(s.id)) {
        this.opciones.log.info({ endpoint: new URL(s.endpoint).host }, 'web push: delivered again');
      }
    } catch (err) {
      const estado = err instanceof webpush.WebPushError ? err.statusCode : undefined;
      if (estado === 404 || estado === 410) {
        this.fallidas.delete(s.id);
        await repo.borrarSuscripcionPorId(this.db, s.id);
        this.opciones.log.info(
          { endpoint: new URL(s.endpoint).host, status: estado },
          'web push: subscription gone, removed',
        );
        return;
      }
      // Kept, and tried again with the next notification; logged once until it works.
      if (this.fallidas.has(s.id)) return;
      this.fallidas.add(s.id);
      this.opciones.log.warn(
        {
          err: err instanceof Error ? err.message : err,
          status: estado,
          endpoint: new URL(s.endpoint).host,
        },
        'web push: delivery failed (kept; not logged again until it works)',
      );
    }
  }
}
