import * as z from 'zod';

/** Validation texts of the mission form. */
export const MENSAJES_MISION = {
  misionObligatoria: 'Selecciona una misión.',
  rangoObligatorio: 'Selecciona un rango.',
} as const;

const credito = (campo: string) =>
  z
    .number({ error: `${campo} debe ser un número.` })
    .int(`${campo} debe ser un número entero.`)
    .min(0, `${campo} no puede ser negativo.`)
    .max(1_000_000, `${campo} no puede superar 1.000.000.`);

const requisito = (campo: string) =>
  z
    .string({ error: `${campo} es obligatorio.` })
    .trim()
    .max(20, `${campo} no puede tener más de 20 caracteres.`)
    .regex(/^\d{1,3}\s*h?$/i, `${campo} debe ser un número, como 3h o 3.`);

/** The editable values of a mission (docs/reglas.md, Missions 9.4). */
export const misionCampos = {
  costo: credito('El costo'),
  pago_1h: credito('El pago de 1h'),
  pago_2h: credito('El pago de 2h'),
  pago_3h: credito('El pago de 3h'),
  pago_semanal: credito('El pago semanal'),
  requisito_hrs: requisito('El requisito de horas'),
  requisito_times: requisito('El requisito de veces'),
};

/** POST /misiones */
export const crearMisionBody = z.strictObject({
  rango: z
    .string({ error: MENSAJES_MISION.rangoObligatorio })
    .trim()
    .min(1, MENSAJES_MISION.rangoObligatorio),
  mision: z
    .string({ error: MENSAJES_MISION.misionObligatoria })
    .trim()
    .min(1, MENSAJES_MISION.misionObligatoria)
    .max(60, 'El nombre de la misión no puede tener más de 60 caracteres.'),
  ...misionCampos,
});
export type CrearMisionBody = z.infer<typeof crearMisionBody>;

/** PATCH /misiones/{id}: any subset of the values, or a new name. */
export const editarMisionBody = crearMisionBody
  .omit({ rango: true })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'No hay cambios que guardar.');
export type EditarMisionBody = z.infer<typeof editarMisionBody>;

/** A mission as listed (docs/reglas.md, Missions; `user` is who last edited it). */
export const misionResponse = z.object({
  id: z.number().int(),
  rango: z.string(),
  nivel: z.number().int(),
  mision: z.string(),
  costo: z.number(),
  pago_1h: z.number(),
  pago_2h: z.number(),
  pago_3h: z.number(),
  pago_semanal: z.number(),
  requisito_hrs: z.string(),
  requisito_times: z.string(),
  user: z.object({ username: z.string() }).nullable(),
  asignados: z.number().int(),
});
export type Mision = z.infer<typeof misionResponse>;

/** GET /misiones */
export const misionesResponse = z.array(misionResponse);

/** A rank with its missions, as the public ranks page and the work areas read them. */
export const rangoPublico = z.object({
  id: z.number().int(),
  nombre: z.string(),
  nivel: z.number().int(),
  area: z.string(),
  misiones: z.array(misionResponse.omit({ user: true, asignados: true, rango: true, nivel: true })),
});

/** GET /publico/rangos */
export const rangosPublicosResponse = z.object({ rangos: z.array(rangoPublico) });
export type RangoPublico = z.infer<typeof rangoPublico>;
