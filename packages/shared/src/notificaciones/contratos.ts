import * as z from 'zod';

/** Texts of the inbox and of Web Push (docs/reglas.md, Notifications). */
export const MENSAJES_NOTIFICACIONES = {
  leidas: 'Notificaciones marcadas como leídas.',
  cursorInvalido: 'El cursor no es válido.',
  idsInvalidos: 'Indica como mucho 500 notificaciones válidas.',
  endpointInvalido: 'La dirección de la suscripción no es válida.',
  hostNoPermitido: 'Ese servicio de notificaciones no está permitido.',
  clavesInvalidas: 'Las claves de la suscripción no son válidas.',
  suscrita: 'Notificaciones activadas en este dispositivo.',
  desuscrita: 'Notificaciones desactivadas en este dispositivo.',
} as const;

/** How many notifications one page of the inbox holds. */
export const NOTIFICACIONES_POR_PAGINA = 30;

const id = z.number().int().positive().max(2_147_483_647);

/** One notification as its owner sees it. */
export const notificacion = z.object({
  id: z.number().int(),
  tipo: z.string(),
  texto: z.string(),
  enlace: z.string(),
  creada_en: z.string(),
  leida: z.boolean(),
});
export type Notificacion = z.infer<typeof notificacion>;

/** Query of GET /notificaciones: `cursor` is the `siguiente` of the previous page. */
export const notificacionesQuery = z.object({
  cursor: z.coerce
    .number({ error: MENSAJES_NOTIFICACIONES.cursorInvalido })
    .int(MENSAJES_NOTIFICACIONES.cursorInvalido)
    .positive(MENSAJES_NOTIFICACIONES.cursorInvalido)
    .max(2_147_483_647, MENSAJES_NOTIFICACIONES.cursorInvalido)
    .optional(),
});

/** GET /notificaciones: newest first; `siguiente` is null on the last page. */
export const notificacionesResponse = z.object({
  notificaciones: z.array(notificacion),
  sin_leer: z.number().int(),
  siguiente: z.number().int().nullable(),
});

/** POST /notificaciones/leidas: these ids, or every notification when none are given. */
export const marcarLeidasBody = z.strictObject({
  ids: z.array(id, { error: MENSAJES_NOTIFICACIONES.idsInvalidos }).max(500).optional(),
});
export type MarcarLeidasBody = z.infer<typeof marcarLeidasBody>;

/** POST /notificaciones/leidas answer. */
export const marcarLeidasResponse = z.object({ message: z.string(), sin_leer: z.number().int() });

/** Query of GET /notificaciones/stream: EventSource cannot send headers. */
export const notificacionesStreamQuery = z.object({ token: z.string().max(4096).optional() });

/** GET /push/clave: the server's VAPID public key (base64url). */
export const pushClaveResponse = z.object({ publicKey: z.string() });

/** The bytes a base64url text (padding allowed) stands for, or null when it is not one. */
function bytesBase64url(texto: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*={0,2}$/.test(texto)) return null;
  const sinRelleno = texto.replace(/=+$/, '');
  if (sinRelleno.length % 4 === 1) return null;
  try {
    const binario = atob(sinRelleno.replaceAll('-', '+').replaceAll('_', '/'));
    return Uint8Array.from(binario, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** A key of the subscription: base64url of exactly `bytes` bytes, the first one `primero`. */
const claveBase64url = (bytes: number, primero?: number) =>
  z
    .string({ error: MENSAJES_NOTIFICACIONES.clavesInvalidas })
    .max(200, MENSAJES_NOTIFICACIONES.clavesInvalidas)
    .refine((v) => {
      const b = bytesBase64url(v);
      return b !== null && b.length === bytes && (primero === undefined || b[0] === primero);
    }, MENSAJES_NOTIFICACIONES.clavesInvalidas);

const endpoint = z
  .string({ error: MENSAJES_NOTIFICACIONES.endpointInvalido })
  .max(2048, MENSAJES_NOTIFICACIONES.endpointInvalido)
  .regex(/^https:\/\/[^\s]+$/, MENSAJES_NOTIFICACIONES.endpointInvalido);

/** POST /push/suscripcion: what the browser's PushSubscription.toJSON() gives. */
export const pushSuscripcionBody = z.object({
  endpoint,
  keys: z.object(
    // An uncompressed P-256 point (0x04, x, y) and a 16-byte secret (RFC 8291).
    { p256dh: claveBase64url(65, 0x04), auth: claveBase64url(16) },
    { error: MENSAJES_NOTIFICACIONES.clavesInvalidas },
  ),
  expirationTime: z.number().nullable().optional(),
});
export type PushSuscripcionBody = z.infer<typeof pushSuscripcionBody>;

/** DELETE /push/suscripcion */
export const pushBorrarBody = z.strictObject({ endpoint });

/** Answer of the subscription routes. */
export const pushMensajeResponse = z.object({ message: z.string() });
