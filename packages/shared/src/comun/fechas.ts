import { z } from 'zod';

/** Whether `v` is a real calendar date written `YYYY-MM-DD` (so `2026-02-30` is not). */
export function esFechaIso(v: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const fecha = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(fecha.getTime()) && fecha.toISOString().slice(0, 10) === v;
}

/** A calendar date `YYYY-MM-DD` that exists, refused with `mensaje` otherwise. */
export function fechaIso(mensaje: string) {
  return z.string({ error: mensaje }).max(10, mensaje).refine(esFechaIso, mensaje);
}
