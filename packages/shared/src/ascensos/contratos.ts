import * as z from 'zod';
import { sinCapacitacion } from '../capacitaciones/contratos';
import { nombreUsuario } from '../cuenta/contratos';
import { idEnCuerpo } from '../comun/errores';

/** Texts of promotions and their server refusals (docs/reglas.md, Promotions). */
export const MENSAJES_ASCENSOS = {
  usuarioObligatorio: 'Selecciona a la persona.',
  misionObligatoria: 'Elige la misión propuesta.',
  motivoObligatorio: 'Escribe el motivo del ascenso.',
  motivoLargo: 'El motivo no puede tener más de 500 caracteres.',
  motivoRechazo: 'Escribe el motivo del rechazo.',
  motivoSinRechazo: 'Solo un rechazo lleva motivo.',
  decisionInvalida: 'aprobado debe ser verdadero o falso.',
  personaNoExiste: 'La persona no existe.',
  misionNoExiste: 'La misión no existe.',
  noExiste: 'El ascenso no existe.',
  soloPersonal: 'Solo se asciende a miembros del personal con rango.',
  rangoInferior: 'Solo puedes proponer ascensos de personas de rango inferior al tuyo.',
  misionNoSuperior: 'La misión propuesta debe ser superior a la actual.',
  nivelPropio: 'No puedes proponer un puesto de tu nivel o superior.',
  sinPermiso:
    'Solo decide un ascenso la administración de rango superior a quien lo propuso y a la persona.',
  yaDecidido: 'Este ascenso ya fue decidido.',
  misionBorrada: 'La misión propuesta ya no existe.',
  propuesto: 'Ascenso propuesto',
  aprobado: 'Ascenso aprobado',
  rechazado: 'Ascenso rechazado',
  error: 'No se pudo guardar el ascenso.',
  errorCarga: 'No se pudieron cargar los ascensos.',
} as const;

/** "{usuario} lleva {n} días en su rango; el mínimo es {m}." (docs/reglas.md, Promotions 28.3). */
export function mensajeDiasMinimos(usuario: string, dias: number, minimo: number): string {
  return `${usuario} lleva ${dias} ${dias === 1 ? 'día' : 'días'} en su rango; el mínimo es ${minimo}.`;
}

/** "{usuario} ya tiene un ascenso pendiente." */
export function mensajePendiente(usuario: string): string {
  return `${usuario} ya tiene un ascenso pendiente.`;
}

/** "El puesto de {usuario} cambió desde la propuesta." */
export function mensajePuestoCambiado(usuario: string): string {
  return `El puesto de ${usuario} cambió desde la propuesta.`;
}

const motivo = (obligatorio: string) =>
  z
    .string({ error: obligatorio })
    .trim()
    .min(1, obligatorio)
    .max(500, MENSAJES_ASCENSOS.motivoLargo);

/** POST /ascensos: propose a higher mission for someone. */
export const crearAscensoBody = z.strictObject({
  usuario: nombreUsuario,
  mision: idEnCuerpo(MENSAJES_ASCENSOS.misionObligatoria),
  motivo: motivo(MENSAJES_ASCENSOS.motivoObligatorio),
});
export type CrearAscensoBody = z.infer<typeof crearAscensoBody>;

/** PATCH /ascensos/{id}: `{aprobado: true}` or `{aprobado: false, motivo}`. */
export const decidirAscensoBody = z
  .strictObject({
    aprobado: z.boolean({ error: MENSAJES_ASCENSOS.decisionInvalida }),
    motivo: z
      .string({ error: MENSAJES_ASCENSOS.motivoRechazo })
      .trim()
      .max(500, MENSAJES_ASCENSOS.motivoLargo)
      .optional(),
    sin_capacitacion: sinCapacitacion,
  })
  .refine((b) => !b.aprobado || b.motivo === undefined, {
    error: MENSAJES_ASCENSOS.motivoSinRechazo,
    path: ['motivo'],
  })
  .refine((b) => b.aprobado || (b.motivo !== undefined && b.motivo.length > 0), {
    error: MENSAJES_ASCENSOS.motivoRechazo,
    path: ['motivo'],
  });
export type DecidirAscensoBody = z.infer<typeof decidirAscensoBody>;

/** GET /ascensos/candidato?usuario= */
export const candidatoQuery = z.strictObject({ usuario: nombreUsuario });

/** States of a promotion. */
export const ESTADOS_ASCENSO = ['pendiente', 'aprobado', 'rechazado'] as const;

/** A post as a promotion names it. */
const puesto = z.object({ rango: z.string().nullable(), mision: z.string().nullable() });

/** A promotion as listed. */
export const ascenso = z.object({
  id: z.number().int(),
  usuario: z.string(),
  /** The post the person held when it was proposed. */
  antes: puesto,
  /** The proposed post. */
  propuesto: puesto,
  propuesto_por: z.string(),
  motivo: z.string(),
  estado: z.enum(ESTADOS_ASCENSO),
  creado_en: z.string(),
  decidido_por: z.string().nullable(),
  decidido_en: z.string().nullable(),
  motivo_rechazo: z.string().nullable(),
  /** Whole days since the person's last change of post (or registration). */
  dias_en_rango: z.number().int(),
  /** `ascenso_min_dias` of the person's rank now. */
  dias_minimos: z.number().int(),
  horas_semana: z.number(),
  horas_semana_anterior: z.number(),
  advertencias_activas: z.number().int(),
  /** The caller may approve or reject it. */
  puede_decidir: z.boolean(),
  /** The new post's Habbo motto (`formato_mision`), once approved. */
  lema: z.string().nullable(),
});
export type Ascenso = z.infer<typeof ascenso>;

/** GET /ascensos */
export const ascensosResponse = z.object({ ascensos: z.array(ascenso) });

/** POST and PATCH /ascensos */
export const ascensoGuardado = z.object({ message: z.string(), ascenso });

/** GET /ascensos/candidato: the person's post and the missions the caller may propose. */
export const candidatoResponse = z.object({
  usuario: z.string(),
  rango: z.string().nullable(),
  mision: z.string().nullable(),
  dias_en_rango: z.number().int(),
  dias_minimos: z.number().int(),
  misiones: z.array(z.object({ id: z.number().int(), rango: z.string(), mision: z.string() })),
});
export type Candidato = z.infer<typeof candidatoResponse>;
