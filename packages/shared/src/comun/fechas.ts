import * as z from 'zod';

/** Whether `v` is a real calendar date written `YYYY-MM-DD` (so `2026-02-30` is not). */
export function esFechaIso(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const fecha = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(fecha.getTime()) && fecha.toISOString().slice(0, 10) === v;
}

/** The first and last day any date field takes (docs/reglas.md, Requests 32.2). */
export const FECHA_MINIMA = '2000-01-01';
export const FECHA_MAXIMA = '2100-12-31';

/** The 400 of a real date outside FECHA_MINIMA…FECHA_MAXIMA. */
export const MENSAJE_FECHA_FUERA = 'La fecha está fuera del intervalo permitido.';

/** Whether a `YYYY-MM-DD` date is inside FECHA_MINIMA…FECHA_MAXIMA (as text, which sorts so). */
export function fechaEnIntervalo(v: string): boolean {
  return v >= FECHA_MINIMA && v <= FECHA_MAXIMA;
}

/**
 * A calendar date `YYYY-MM-DD` that exists, refused with `mensaje` otherwise, from
 * 2000-01-01 to 2100-12-31 (else MENSAJE_FECHA_FUERA: a year 0 or 9999 made the server's
 * arithmetic and the database fail). Marked `format: date` in the API's JSON schema.
 */
export function fechaIso(mensaje: string) {
  return z
    .string({ error: mensaje })
    .max(10, mensaje)
    .refine(esFechaIso, { error: mensaje, abort: true })
    .refine(fechaEnIntervalo, { error: MENSAJE_FECHA_FUERA, abort: true })
    .meta({ format: 'date' });
}

/** A day as the panel shows it, "05/01/2025" (docs/reglas.md, Access by level 3.9). */
export const FORMATO_DIA = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A calendar day sent as `YYYY-MM-DD` (a pay week's Monday, a leave's first day). */
const SOLO_DIA = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day, e.g. "05/01/2025": the one date style of the web app and the server's texts. A
 * bare `YYYY-MM-DD` is read as text, so no time zone can move it a day; an instant is
 * shown as the local day (the browser's); unreadable text is shown as it came.
 */
export function fechaCorta(valor: string): string {
  const dia = SOLO_DIA.exec(valor);
  if (dia) return `${dia[3]}/${dia[2]}/${dia[1]}`;
  const fecha = new Date(valor);
  return Number.isNaN(fecha.getTime()) ? valor : FORMATO_DIA.format(fecha);
}
