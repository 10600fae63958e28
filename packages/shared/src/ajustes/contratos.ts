import { z } from 'zod';

/** Owner settings with their defaults (docs/reglas.md, Settings). */
export const AJUSTES_POR_DEFECTO = {
  porcentaje_dueno: 10,
  zona_horaria: 'Europe/Madrid',
  max_turno_horas: 6,
  advertencias_max: 3,
  dias_inactividad: 7,
  verificar_habbo: false,
  deshacer_segundos: 60,
  peticion_minutos: 30,
} as const;

// Zones already found valid: the settings are validated on every read, and building an
// Intl.DateTimeFormat each time costs more than the rest of the check.
const zonasValidas = new Set<string>();

/** Whether a text names a time zone this runtime knows (IANA, e.g. Europe/Madrid). */
export function esZonaHoraria(valor: string): boolean {
  if (zonasValidas.has(valor)) return true;
  try {
    new Intl.DateTimeFormat('es', { timeZone: valor });
    if (valor.length === 0) return false;
    zonasValidas.add(valor);
    return true;
  } catch {
    return false;
  }
}

/** The settings as stored and shown. */
export const ajustes = z.object({
  porcentaje_dueno: z
    .number({ error: 'El porcentaje del dueño debe ser un número.' })
    .int('El porcentaje del dueño debe ser un número entero.')
    .min(0, 'El porcentaje del dueño debe estar entre 0 y 100.')
    .max(100, 'El porcentaje del dueño debe estar entre 0 y 100.'),
  zona_horaria: z
    .string({ error: 'La zona horaria es obligatoria.' })
    .trim()
    .max(64, 'La zona horaria no es válida.')
    .refine(esZonaHoraria, 'La zona horaria no es válida (por ejemplo, Europe/Madrid).'),
  max_turno_horas: z
    .number({ error: 'El turno máximo debe ser un número de horas.' })
    .int('El turno máximo debe ser un número entero de horas.')
    .min(1, 'El turno máximo debe estar entre 1 y 24 horas.')
    .max(24, 'El turno máximo debe estar entre 1 y 24 horas.'),
  advertencias_max: z
    .number({ error: 'Las advertencias para despido deben ser un número.' })
    .int('Las advertencias para despido deben ser un número entero.')
    .min(1, 'Las advertencias para despido deben estar entre 1 y 20.')
    .max(20, 'Las advertencias para despido deben estar entre 1 y 20.'),
  dias_inactividad: z
    .number({ error: 'Los días de inactividad deben ser un número.' })
    .int('Los días de inactividad deben ser un número entero.')
    .min(1, 'Los días de inactividad deben estar entre 1 y 90.')
    .max(90, 'Los días de inactividad deben estar entre 1 y 90.'),
  /** Registration needs a code in the Habbo motto (docs/reglas.md, Habbo identity). */
  verificar_habbo: z.boolean({ error: 'verificar_habbo debe ser verdadero o falso.' }),
  /** How long a confirmation may be undone (docs/reglas.md, Settings 15.9). */
  deshacer_segundos: z
    .number({ error: 'El tiempo para deshacer debe ser un número de segundos.' })
    .int('El tiempo para deshacer debe ser un número entero de segundos.')
    .min(10, 'El tiempo para deshacer debe estar entre 10 y 600 segundos.')
    .max(600, 'El tiempo para deshacer debe estar entre 10 y 600 segundos.'),
  /** How long a request to be timed waits before it expires (docs/reglas.md, Settings 15.10). */
  peticion_minutos: z
    .number({ error: 'La espera de una petición debe ser un número de minutos.' })
    .int('La espera de una petición debe ser un número entero de minutos.')
    .min(5, 'La espera de una petición debe estar entre 5 y 240 minutos.')
    .max(240, 'La espera de una petición debe estar entre 5 y 240 minutos.'),
});
export type Ajustes = z.infer<typeof ajustes>;

/** PATCH /ajustes: any subset of the settings. */
export const ajustesBody = ajustes
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'No hay cambios que guardar.');

/** The owner's share of a sale: `porcentaje` % of the cost, rounded to whole credits. */
export function gananciaDueno(costo: number, porcentaje: number): number {
  return Math.round((costo * porcentaje) / 100);
}
