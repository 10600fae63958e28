import * as z from 'zod';
import { nombreUsuario } from '../cuenta/contratos';

/** Texts of warnings and their server refusals (docs/reglas.md, Warnings). */
export const MENSAJES_ADVERTENCIAS = {
  usuarioObligatorio: 'Selecciona a la persona.',
  motivoObligatorio: 'Escribe el motivo de la advertencia.',
  motivoLargo: 'El motivo no puede tener más de 500 caracteres.',
  noExiste: 'La persona no existe.',
  rangoInferior: 'Solo puedes advertir a personas de rango inferior al tuyo.',
  soloPersonal: 'Solo se advierte a miembros del personal con rango.',
  verAjenas: 'Solo puedes ver las advertencias de personas de rango inferior al tuyo.',
  advertenciaNoExiste: 'La advertencia no existe.',
  retirarSinPermiso: 'Solo puedes retirar advertencias de personas de rango inferior al tuyo.',
  yaRetirada: 'Esta advertencia ya fue retirada.',
  registrada: 'Advertencia registrada',
  retiradaOk: 'Advertencia retirada',
  error: 'No se pudo guardar la advertencia.',
  errorCarga: 'No se pudieron cargar las advertencias.',
  propuesto: 'Propuesto para despido',
} as const;

/** Days a warning stays active. */
export const DIAS_ADVERTENCIA_ACTIVA = 30;

/** POST /advertencias */
export const crearAdvertenciaBody = z.strictObject({
  usuario: nombreUsuario,
  motivo: z
    .string({ error: MENSAJES_ADVERTENCIAS.motivoObligatorio })
    .trim()
    .min(1, MENSAJES_ADVERTENCIAS.motivoObligatorio)
    .max(500, MENSAJES_ADVERTENCIAS.motivoLargo),
});
export type CrearAdvertenciaBody = z.infer<typeof crearAdvertenciaBody>;

/** The web's warning form: a person chosen in the picker and the contract's own reason. */
export const advertirFormulario = z.object({
  usuario: z.string().min(1, 'Elige a quién advertir.'),
  motivo: crearAdvertenciaBody.shape.motivo,
});

/** GET /advertencias?usuario= */
export const advertenciasQuery = z.strictObject({ usuario: nombreUsuario.optional() });

/** A warning as listed. */
export const advertencia = z.object({
  id: z.number().int(),
  usuario: z.string(),
  motivo: z.string(),
  por: z.string(),
  fecha: z.string(),
  /** Given less than 30 days ago and not retired. */
  activa: z.boolean(),
  /** The caller may retire it (active, and over a lower rank). */
  puede_retirar: z.boolean(),
});
export type Advertencia = z.infer<typeof advertencia>;

/** GET /advertencias */
export const advertenciasResponse = z.object({ advertencias: z.array(advertencia) });

/** POST and DELETE /advertencias */
export const advertenciaGuardada = z.object({ message: z.string(), advertencia });

/** GET /advertencias/propuestos: people with as many active warnings as the setting allows. */
export const propuestosResponse = z.object({
  maximo: z.number().int(),
  propuestos: z.array(
    z.object({
      usuario: z.string(),
      rango: z.string().nullable(),
      advertencias_activas: z.number().int(),
    }),
  ),
});
export type Propuestos = z.infer<typeof propuestosResponse>;
