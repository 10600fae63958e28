import * as z from 'zod';
import { nombreNuevo, nombreUsuario } from '../cuenta/contratos';

/** Texts of the name-change screens (docs/reglas.md, Name changes). */
export const MENSAJES_CAMBIO_NOMBRE = {
  enviado: '¡Enviado correctamente!',
  error: 'Error al cambiar el nombre',
  errorObtener: 'Error al obtener solicitudes',
  errorEstado: 'Error al cambiar el estado',
  aprobado: 'Solicitud aprobada',
  rechazado: 'Solicitud rechazada',
  decisionInvalida: 'aprobado debe ser verdadero o falso.',
  motivoTexto: 'El motivo debe ser un texto.',
  motivoLargo: 'El motivo no puede tener más de 500 caracteres.',
  motivoSinRechazo: 'Solo un rechazo lleva motivo.',
  yaAprobada: 'Esta solicitud ya fue aprobada.',
  yaRechazada: 'Esta solicitud ya fue rechazada.',
} as const;

/** The most characters the reason of a rejection may have. */
export const MAX_MOTIVO_RECHAZO = 500;

/** Where a request is: waiting, approved (the account renamed) or rejected. */
export const ESTADOS_CAMBIO_NOMBRE = ['pendiente', 'aprobado', 'rechazado'] as const;

/** POST /user/change-name */
export const cambioNombreBody = z.strictObject({ newName: nombreNuevo, nameUser: nombreUsuario });

/** A name-change request (docs/reglas.md, Name changes); `nameUser` is the current name. */
export const solicitudCambioNombre = z.object({
  id: z.number().int(),
  nameUser: z.string(),
  oldName: z.string(),
  newName: z.string(),
  /** Kept for older clients: true once approved (a rejected request stays false). */
  aprobado: z.boolean(),
  estado: z.enum(ESTADOS_CAMBIO_NOMBRE),
  /** The reason given with a rejection, if any. */
  motivo_rechazo: z.string().nullable(),
  fecha: z.string(),
  /**
   * For a verified person, whether Habbo gives the new name to the same player; null when
   * the person is not verified or Habbo could not be asked (docs/reglas.md, Habbo identity).
   */
  habbo_coincide: z.boolean().nullable(),
});
export type SolicitudCambioNombre = z.infer<typeof solicitudCambioNombre>;

/** GET /user/change-name/all */
export const solicitudesResponse = z.array(solicitudCambioNombre);

/**
 * PATCH /user/change-name/{id}: `{aprobado: true}` approves a waiting request,
 * `{aprobado: false, motivo?}` rejects it (docs/reglas.md, Name changes).
 */
export const decidirBody = z
  .strictObject({
    aprobado: z.boolean({ error: MENSAJES_CAMBIO_NOMBRE.decisionInvalida }),
    motivo: z
      .string({ error: MENSAJES_CAMBIO_NOMBRE.motivoTexto })
      .trim()
      .max(MAX_MOTIVO_RECHAZO, MENSAJES_CAMBIO_NOMBRE.motivoLargo)
      .optional(),
  })
  .refine((b) => !b.aprobado || b.motivo === undefined, {
    error: MENSAJES_CAMBIO_NOMBRE.motivoSinRechazo,
    path: ['motivo'],
  });

/** Answer of a request or a decision. */
export const solicitudGuardada = z.object({
  message: z.string(),
  solicitud: solicitudCambioNombre,
});

/** Where one's own request is, as its owner reads it (docs/reglas.md, Name changes 13.9). */
export const ESTADOS_MI_SOLICITUD = ['pendiente', 'aprobada', 'rechazada'] as const;

/** One of the caller's own requests (GET /user/change-name/mias). */
export const miSolicitud = z.object({
  id: z.number().int(),
  oldName: z.string(),
  newName: z.string(),
  estado: z.enum(ESTADOS_MI_SOLICITUD),
  /** The reason given with a rejection, if any. */
  motivo_rechazo: z.string().nullable(),
  fecha: z.string(),
  /** When it was approved or rejected; null while waiting. */
  decidida_en: z.string().nullable(),
});
export type MiSolicitud = z.infer<typeof miSolicitud>;

/** GET /user/change-name/mias: the caller's requests, newest first. */
export const misSolicitudesResponse = z.array(miSolicitud);
