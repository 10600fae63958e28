import { z } from 'zod';
import { nombreUsuario } from '../cuenta/contratos';

/** Texts of the name-change screens (docs/reglas.md, Name changes). */
export const MENSAJES_CAMBIO_NOMBRE = {
  enviado: '¡Enviado correctamente!',
  error: 'Error al cambiar el nombre',
  errorObtener: 'Error al obtener solicitudes',
  errorEstado: 'Error al cambiar el estado',
  aprobado: 'Solicitud aprobada',
} as const;

/** POST /user/change-name */
export const cambioNombreBody = z.strictObject({ newName: nombreUsuario, nameUser: nombreUsuario });

/** A name-change request (docs/reglas.md, Name changes); `nameUser` is the current name. */
export const solicitudCambioNombre = z.object({
  id: z.number().int(),
  nameUser: z.string(),
  oldName: z.string(),
  newName: z.string(),
  aprobado: z.boolean(),
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

/** PATCH /user/change-name/{id}: approval only goes from false to true. */
export const aprobarBody = z.strictObject({
  aprobado: z.literal(true, { error: 'Una solicitud solo puede aprobarse.' }),
});

/** Answer of a request or an approval. */
export const solicitudGuardada = z.object({
  message: z.string(),
  solicitud: solicitudCambioNombre,
});
