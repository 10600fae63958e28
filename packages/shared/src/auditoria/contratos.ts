import * as z from 'zod';
import { nombreUsuario } from '../cuenta/contratos';
import { fechaIso } from '../comun/fechas';
import { cursor } from '../tiempos/historial';

/** The areas of the audit trail the screen offers as filters (docs/reglas.md, Audit trail). */
export const TIPOS_AUDITORIA = [
  'tiempo',
  'pago',
  'venta',
  'membresia',
  'usuario',
  'despido',
  'nombre',
  'clave',
  'ip',
  'clon',
  'ajustes',
  'mision',
  'advertencia',
  'ausencia',
  'cuenta',
  'apertura',
  'capacitacion',
  'revision',
] as const;
export type TipoAuditoria = (typeof TIPOS_AUDITORIA)[number];

export const MENSAJES_AUDITORIA = {
  tipoInvalido: 'El tipo no es válido.',
  fechaInvalida: 'La fecha debe tener el formato AAAA-MM-DD.',
  usuarioNoExiste: 'El usuario no existe.',
} as const;

/** GET /auditoria */
export const auditoriaQuery = z.object({
  /** An area such as those of `TIPOS_AUDITORIA` (areas added later are filterable too). */
  tipo: z
    .string({ error: MENSAJES_AUDITORIA.tipoInvalido })
    .regex(/^[a-z-]{1,40}$/, MENSAJES_AUDITORIA.tipoInvalido)
    .optional(),
  actor: nombreUsuario.optional(),
  usuario: nombreUsuario.optional(),
  desde: fechaIso(MENSAJES_AUDITORIA.fechaInvalida).optional(),
  hasta: fechaIso(MENSAJES_AUDITORIA.fechaInvalida).optional(),
  cursor: cursor.optional(),
});
export type AuditoriaQuery = z.infer<typeof auditoriaQuery>;

/** One recorded change. */
export const eventoAuditoria = z.object({
  id: z.number().int(),
  tipo: z.string(),
  accion: z.string(),
  actor: z.string().nullable(),
  usuario: z.string().nullable(),
  creado_en: z.string(),
  antes: z.record(z.string(), z.unknown()).nullable(),
  despues: z.record(z.string(), z.unknown()).nullable(),
  motivo: z.string().nullable(),
});
export type EventoAuditoria = z.infer<typeof eventoAuditoria>;

export const auditoriaResponse = z.object({
  eventos: z.array(eventoAuditoria),
  siguiente: z.number().int().nullable(),
});
export type AuditoriaResponse = z.infer<typeof auditoriaResponse>;
