import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/errors';
import { webhookDiscord, webhookPermitido } from '../ajustes/ajustes.service';
import * as repo from './discord.repository';

/** How long one post to Discord may take. */
const TIEMPO_MS = 5_000;
/** The waits before each retry (docs/reglas.md, Discord 31.4): 6 attempts in all. */
export const ESPERAS_MS = [5_000, 30_000, 120_000, 600_000, 3_600_000] as const;
/** A claimed message is left alone this long by other processes (past the timeout). */
const PLAZO_MS = TIEMPO_MS + 5_000;
/** The longest wait Discord's 429 may ask for that is honoured as asked. */
const MAX_ESPERA_429_MS = 3_600_000;

/** The wait a 429 asks for: `retry_after` (seconds) of its JSON, else `Retry-After`. */
async function esperaDe429(res: Response): Promise<number> {
  const cuerpo = (await res.json().catch(() => null)) as { retry_after?: unknown } | null;
  const segundos =
    typeof cuerpo?.retry_after === 'number'
      ? cuerpo.retry_after
      : Number(res.headers.get('retry-after') ?? Number.NaN);
  return Number.isFinite(segundos) && segundos >= 0
    ? Math.min(MAX_ESPERA_429_MS, Math.ceil(segundos * 1000))
    : ESPERAS_MS[0];
}

/**
 * Posts one message to a checked webhook address: never following a redirect (only the
 * checked address is reached), mentioning nobody, giving up after `TIEMPO_MS`.
 */
export function publicar(url: string, contenido: string, nombre: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ content: contenido, username: nombre, allowed_mentions: { parse: [] } }),
    redirect: 'manual',
    signal: AbortSignal.timeout(TIEMPO_MS),
  });
}

/**
 * Posts the queued messages to the owner's webhook, after the changes that queued them
 * committed, one process per message (a claim in the database), never from inside a
 * request: a slow or failing Discord only delays its own message. Failures are retried
 * with back-off; a refusal for good (4xx other than 429), a webhook no longer allowed or
 * the last failed attempt gives the message up.
 */
export class EnvioDiscord {
  private trabajando = false;
  private otraVez = false;
  private temporizador: NodeJS.Timeout | null = null;
  private cerrado = false;

  constructor(
    private readonly db: Db,
    private readonly opciones: { hosts: readonly string[]; nombre: string; log: FastifyBaseLogger },
  ) {}

  /** Sends whatever is due now, then waits for the next retry. Never throws. */
  despertar(): void {
    if (this.cerrado) return;
    if (this.trabajando) {
      this.otraVez = true;
      return;
    }
    this.trabajando = true;
    void this.procesar()
      .catch((err: unknown) => this.opciones.log.error({ err }, 'discord: sending'))
      .finally(() => {
        this.trabajando = false;
        if (this.otraVez) {
          this.otraVez = false;
          this.despertar();
        }
      });
  }

  /** Stops waiting for retries (the app closes). */
  cerrar(): void {
    this.cerrado = true;
    if (this.temporizador) clearTimeout(this.temporizador);
  }

  private async procesar() {
    for (
      let m = await repo.reclamar(this.db, PLAZO_MS);
      m;
      m = await repo.reclamar(this.db, PLAZO_MS)
    ) {
      if (this.cerrado) return;
      await this.enviar(m);
    }
    const ms = await repo.proximoEn(this.db);
    if (this.temporizador) clearTimeout(this.temporizador);
    this.temporizador = null;
    if (ms !== null && !this.cerrado) {
      this.temporizador = setTimeout(() => this.despertar(), Math.max(100, ms));
      this.temporizador.unref();
    }
  }

  private async enviar(m: { id: number; contenido: string; intentos: number }) {
    const guardado = await webhookDiscord(this.db);
    let url: string;
    try {
      if (!guardado) throw new DomainError(400, 'Sin webhook de Discord.');
      // Sent only to exactly the address that passes the check now (docs/reglas.md, Discord 31.3).
      url = webhookPermitido(guardado, this.opciones.hosts);
    } catch {
      this.opciones.log.warn({ id: m.id }, 'discord: webhook not allowed, message given up');
      await repo.abandonar(this.db, m.id, 'Webhook de Discord ausente o no permitido.');
      return;
    }
    const fallo = async (motivo: string) => {
      const espera = ESPERAS_MS[m.intentos - 1];
      if (espera === undefined) {
        this.opciones.log.warn({ id: m.id, motivo }, 'discord: delivery failed, given up');
        await repo.abandonar(this.db, m.id, motivo);
      } else {
        this.opciones.log.warn(
          { id: m.id, motivo, espera },
          'discord: delivery failed, will retry',
        );
        await repo.reintentar(this.db, m.id, espera, motivo);
      }
    };
    let res: Response;
    try {
      res = await publicar(url, m.contenido, this.opciones.nombre);
    } catch (err) {
      await fallo(err instanceof Error ? err.message : String(err));
      return;
    }
    if (res.ok) {
      await res.body?.cancel().catch(() => {});
      await repo.marcarEnviado(this.db, m.id);
      this.opciones.log.info({ id: m.id }, 'discord: message sent');
      return;
    }
    if (res.status === 429) {
      const espera = await esperaDe429(res);
      if (m.intentos > ESPERAS_MS.length) await fallo('429');
      else await repo.reintentar(this.db, m.id, espera, '429');
      return;
    }
    await res.body?.cancel().catch(() => {});
    if (res.status >= 500) await fallo(`HTTP ${res.status}`);
    else {
      this.opciones.log.warn({ id: m.id, status: res.status }, 'discord: refused, given up');
      await repo.abandonar(this.db, m.id, `HTTP ${res.status}`);
    }
  }
}
