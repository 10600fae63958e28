import { readFileSync } from 'node:fs';
import { createServer } from 'node:https';
import { certificadoLocal, escucharHttpsLocal } from './push-falso';
import { recibidos as registro } from './recibidos';

/** A message the fake Discord received. */
export interface MensajeDiscord {
  ruta: string;
  cuerpo: { content?: string; username?: string; allowed_mentions?: { parse?: unknown[] } };
}

/** A local stand-in for Discord's webhooks (always HTTPS). */
export interface DiscordFalso {
  /** Its address, `https://127.0.0.1:<port>`. */
  url: string;
  /** `127.0.0.1:<port>`: the entry of DISCORD_HOSTS that allows it. */
  host: string;
  /** The PEM file of its certificate, for NODE_EXTRA_CA_CERTS. */
  certificado: string;
  /** Every message received, in order. */
  recibidos: MensajeDiscord[];
  /** The first message (received or coming) matching, or undefined after `ms`. */
  recibido(pred: (m: MensajeDiscord) => boolean, ms?: number): Promise<MensajeDiscord | undefined>;
  cerrar(): Promise<void>;
}

/**
 * Starts the fake Discord on a free local port. By the webhook's token (the path's last
 * part): `lento…` never answers, `falla…` answers 500 to its first message and 204 after,
 * `limite…` answers 429 (retry_after 0.2 s) first and 204 after, `noexiste…` always 404
 * (a webhook deleted in Discord), anything else 204.
 */
export async function iniciarDiscordFalso(): Promise<DiscordFalso> {
  const { dir, certificado, clave } = certificadoLocal();
  const mensajes = registro<MensajeDiscord>();
  const recibidos = mensajes.lista;
  const colgadas: Array<() => void> = [];
  const server = createServer(
    { cert: readFileSync(certificado), key: readFileSync(clave) },
    (req, res) => {
      let datos = '';
      req.on('data', (c: Buffer) => (datos += c.toString()));
      req.on('end', () => {
        let cuerpo: MensajeDiscord['cuerpo'] = {};
        try {
          cuerpo = JSON.parse(datos) as MensajeDiscord['cuerpo'];
        } catch {
          // kept empty
        }
        const ruta = req.url ?? '';
        const previos = recibidos.filter((m) => m.ruta === ruta).length;
        const m = { ruta, cuerpo };
        mensajes.anotar(m);
        const token = ruta.split('/').pop() ?? '';
        if (token.startsWith('lento')) {
          colgadas.push(() => res.destroy());
          return;
        }
        if (token.startsWith('falla') && previos === 0) return void res.writeHead(500).end();
        if (token.startsWith('noexiste')) return void res.writeHead(404).end();
        if (token.startsWith('limite') && previos === 0) {
          return void res
            .writeHead(429, { 'content-type': 'application/json' })
            .end(JSON.stringify({ message: 'You are being rate limited.', retry_after: 0.2 }));
        }
        res.writeHead(204).end();
      });
    },
  );
  return {
    ...(await escucharHttpsLocal(server, dir, colgadas)),
    certificado,
    recibidos,
    recibido: (pred, ms = 15_000) => mensajes.esperar(pred, ms),
  };
}
