import { execFileSync } from 'node:child_process';
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recibidos } from './recibidos';

/** A request the fake push service received. */
export interface Recibida {
  ruta: string;
  cabeceras: Record<string, string | string[] | undefined>;
  bytes: number;
}

/** A browser's subscription at `endpoint`: a real P-256 key pair and a 16-byte secret. */
export function suscripcionNavegador(endpoint: string) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    },
  };
}

/** A local stand-in for a browser's push service (push endpoints are always HTTPS). */
export interface PushFalso {
  /** Its address, `https://127.0.0.1:<port>`. */
  url: string;
  /** `127.0.0.1:<port>`: the entry of PUSH_HOSTS that allows it (its port is not 443). */
  host: string;
  /** The PEM file of its self-signed certificate, for NODE_EXTRA_CA_CERTS. */
  certificado: string;
  /** Every request received so far, in order. */
  recibidas: Recibida[];
  /** The first request (already received or coming) matching, or undefined after `ms`. */
  recibida(pred: (r: Recibida) => boolean, ms?: number): Promise<Recibida | undefined>;
  /** A browser's subscription to this service at `ruta`. */
  suscripcion(ruta: string): ReturnType<typeof suscripcionNavegador>;
  /** Stops it, drops requests left hanging and removes the certificate. */
  cerrar(): Promise<void>;
}

/**
 * A self-signed certificate for 127.0.0.1 made here by `openssl`, in a new folder (the
 * caller removes `dir`): the fake HTTPS services trust nothing else.
 */
export function certificadoLocal(): { dir: string; certificado: string; clave: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'https-falso-'));
  const certificado = path.join(dir, 'cert.pem');
  const clave = path.join(dir, 'clave.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      clave,
      '-out',
      certificado,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { dir, certificado, clave };
}

/**
 * Starts the fake push service on a free local port with a certificate made here by
 * `openssl`: `/gone…` answers 410, `/noexiste…` 404, `/falla…` 500 (a push service
 * having a bad moment), `/lento…` never answers, anything else 201.
 */
export async function iniciarPushFalso(): Promise<PushFalso> {
  const { dir, certificado, clave } = certificadoLocal();
  const peticiones = recibidos<Recibida>();
  const colgadas: Array<() => void> = [];
  const server = createServer(
    { cert: readFileSync(certificado), key: readFileSync(clave) },
    (req, res) => {
      let bytes = 0;
      req.on('data', (c: Buffer) => (bytes += c.length));
      req.on('end', () => {
        const r: Recibida = { ruta: req.url ?? '', cabeceras: req.headers, bytes };
        peticiones.anotar(r);
        if (r.ruta.startsWith('/lento')) {
          colgadas.push(() => res.destroy());
          return;
        }
        const estado = r.ruta.startsWith('/gone')
          ? 410
          : r.ruta.startsWith('/noexiste')
            ? 404
            : r.ruta.startsWith('/falla')
              ? 500
              : 201;
        res.writeHead(estado).end();
      });
    },
  );
  const servicio = await escucharHttpsLocal(server, dir, colgadas);
  return {
    ...servicio,
    certificado,
    recibidas: peticiones.lista,
    recibida: (pred, ms = 10_000) => peticiones.esperar(pred, ms),
    suscripcion: (ruta) => suscripcionNavegador(`${servicio.url}${ruta}`),
  };
}

/**
 * Starts a fake HTTPS service's `server` on a free local port: its address, its
 * DISCORD_HOSTS/PUSH_HOSTS entry, and `cerrar`, which stops it, drops the requests left
 * hanging (`colgadas`) and removes the certificate's folder `dir`.
 */
export async function escucharHttpsLocal(server: Server, dir: string, colgadas: Array<() => void>) {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  const url = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    host: new URL(url).host,
    async cerrar() {
      for (const c of colgadas) c();
      server.closeAllConnections();
      await new Promise<void>((ok) => server.close(() => ok()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
