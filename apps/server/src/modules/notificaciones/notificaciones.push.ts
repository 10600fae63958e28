import type { FastifyBaseLogger } from 'fastify';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '../../db/client';
import type { ClavesVapid } from '../../lib/vapid';
import * as repo from './notificaciones.repository';
import type { AvisoNotificacion } from './notificaciones.repository';

/** How long one push request may take: a slow push service is given up on. */
const TIEMPO_PUSH_MS = 5_000;

/** A host name as DNS writes it: labels of letters, digits and hyphens (WHATWG lowercases it). */
const NOMBRE_DNS = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/;

/**
 * The endpoint the server will send to, re-serialised, when it is on an allowed push
 * service; otherwise null (docs/reglas.md, Notifications 24.4 and 24.7). Only `https:`,
 * no user or password, a host that is a plain DNS name (so no parser can read another
 * host in it: `https://127.0.0.1;.push.apple.com/x` is refused, not sent to 127.0.0.1),
 * and port 443 unless `PUSH_HOSTS` names the host with its port (`name:port`). An entry
 * names a host exactly, or `*.suffix` for any host under that domain.
 */
export function endpointPermitido(endpoint: string, hosts: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname;
  if (!NOMBRE_DNS.test(host)) return null;
  const permitido = hosts.some((entrada) => {
    const [nombre = '', puerto = ''] = entrada.split(':');
    if (puerto !== url.port) return false;
    return nombre.startsWith('*.')
      ? host.endsWith(nombre.slice(1)) && host.length > nombre.length - 1
      : host === nombre;
  });
  return permitido ? url.href : null;
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
    // Sent only to exactly the address that was checked (a row stored before the check
    // existed is skipped, never re-read by another parser).
    const endpoint = endpointPermitido(s.endpoint, this.opciones.hosts);
    if (!endpoint) return;
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
