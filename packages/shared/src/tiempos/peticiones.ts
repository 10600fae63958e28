import * as z from 'zod';

/** Texts of requests to be timed (docs/reglas.md, Time requests). */
export const MENSAJES_PETICIONES = {
  enviada: 'Petición enviada: un encargado empezará tu tiempo.',
  retiradaOk: 'Petición retirada.',
  yaEnMarcha: 'Ya tienes un tiempo en marcha.',
  yaPediste: 'Ya pediste tiempo.',
  deAusencia: 'Estás de ausencia.',
  noTrabajador: 'Solo el personal que puede ser cronometrado (niveles 1 a 6) puede pedir tiempo.',
  noExiste: 'La petición no existe.',
  yaAtendida: 'Esta petición ya fue atendida.',
  retirada: 'Esta petición fue retirada.',
  caducada: 'Esta petición caducó: nadie la atendió a tiempo.',
  ajena: 'Solo puedes retirar tus propias peticiones.',
  nadieAtendio: 'Nadie atendió tu petición de tiempo.',
} as const;

/** What the worker is told when a manager attends their request. */
export function mensajeAtendida(encargado: string): string {
  return `${encargado} empezó tu tiempo.`;
}

/** What the manager reads after attending a request. */
export function mensajeIniciado(usuario: string): string {
  return `Tiempo de ${usuario} iniciado.`;
}

/** A request waiting to be attended. */
export const peticionListada = z.object({
  id: z.number().int(),
  usuario: z.string(),
  usuario_id: z.number().int(),
  rango: z.string().nullable(),
  mision: z.string().nullable(),
  creada_en: z.string(),
  /** Seconds since it was made, at the server's `ahora`. */
  espera_segundos: z.number().int(),
  /** When it expires if nobody attends it. */
  expira_en: z.string(),
  /** Whether the caller may attend it (a timekeeper ranking above the person). */
  puede_atender: z.boolean(),
});
export type PeticionListada = z.infer<typeof peticionListada>;

/**
 * GET /tiempos/peticiones: for timekeepers the waiting requests of the people they may
 * time (oldest first), for anyone else their own; `propia` is the caller's own waiting
 * request and `en_marcha` whether the caller has an open timer.
 */
export const peticionesResponse = z.object({
  peticiones: z.array(peticionListada),
  propia: peticionListada.nullable(),
  en_marcha: z.boolean(),
  ahora: z.string(),
});
export type PeticionesResponse = z.infer<typeof peticionesResponse>;

/** Answer of POST /tiempos/peticiones (201). */
export const crearPeticionResponse = z.object({
  message: z.string(),
  peticion: z.object({
    id: z.number().int(),
    usuario: z.string(),
    creada_en: z.string(),
    expira_en: z.string(),
  }),
});
export type CrearPeticionResponse = z.infer<typeof crearPeticionResponse>;

/** POST /tiempos/peticiones takes no body (or an empty one). */
export const crearPeticionBody = z.strictObject({});
