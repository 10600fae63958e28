import * as z from 'zod';
import { fechaIso } from '../comun/fechas';

/** The figures of the managers' report, in the order the page shows them (docs/reglas.md, Managers' report 30.2). */
export const CIFRAS_INFORME = [
  'turnos_cronometrados',
  'turnos_confirmados',
  'horas_confirmadas',
  'mediana_turno_minutos',
  'confirmaciones_deshechas',
  'confirmaciones_anuladas',
  'misma_ip',
  'fuera_de_horario',
  'sin_conexion',
] as const;
/** One figure of the managers' report. */
export type CifraInforme = (typeof CIFRAS_INFORME)[number];

/** How the page names each figure. */
export const NOMBRES_CIFRAS: Record<CifraInforme, string> = {
  turnos_cronometrados: 'Turnos cronometrados',
  turnos_confirmados: 'Turnos confirmados',
  horas_confirmadas: 'Horas confirmadas',
  mediana_turno_minutos: 'Mediana del turno (min)',
  confirmaciones_deshechas: 'Confirmaciones deshechas',
  confirmaciones_anuladas: 'Confirmaciones anuladas',
  misma_ip: 'Confirmaciones a cuentas de su misma IP',
  fuera_de_horario: 'Confirmaciones fuera de horario',
  sin_conexion: 'Confirmaciones sin conexión en Habbo',
};

/**
 * Whether a figure is flagged: more than twice the median of all timekeepers (and not
 * zero) (docs/reglas.md, Managers' report 30.4).
 */
export function cifraMarcada(valor: number, mediana: number): boolean {
  return valor > 0 && valor > 2 * mediana;
}

/** The median of some numbers (the mean of the middle two for an even count; 0 for none). */
export function mediana(valores: readonly number[]): number {
  if (valores.length === 0) return 0;
  const orden = [...valores].sort((a, b) => a - b);
  const medio = Math.floor(orden.length / 2);
  return orden.length % 2
    ? (orden[medio] ?? 0)
    : ((orden[medio - 1] ?? 0) + (orden[medio] ?? 0)) / 2;
}

/** GET /encargados/informe?semana= : any date of the pay week (default: the current one). */
export const informeQuery = z.strictObject({
  semana: fechaIso('La semana debe ser una fecha AAAA-MM-DD.').optional(),
});

const cifras = z.object(
  Object.fromEntries(CIFRAS_INFORME.map((c) => [c, z.number()])) as Record<
    CifraInforme,
    z.ZodNumber
  >,
);

/** GET /encargados/informe */
export const informeResponse = z.object({
  /** Monday (`YYYY-MM-DD`) of the pay week. */
  semana: z.string(),
  /** The median of all timekeepers listed, for each figure. */
  medianas: cifras,
  encargados: z.array(
    z.object({
      usuario: z.string(),
      rango: z.string().nullable(),
      cifras,
      /** The figures more than twice their median. */
      marcas: z.array(z.enum(CIFRAS_INFORME)),
    }),
  ),
  /** Per trainer, the training sessions recorded that week and the attendees graded. */
  capacitaciones: z.array(
    z.object({ usuario: z.string(), sesiones: z.number(), asistentes: z.number() }),
  ),
});
/** The managers' report of one pay week. */
export type Informe = z.infer<typeof informeResponse>;
