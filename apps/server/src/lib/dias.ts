import { diaLocal } from '@mchabbo/shared/paga/reglas';

const HORA = 3_600_000;

/**
 * The first instant of the calendar day `fecha` (`YYYY-MM-DD`) in `zona`: local
 * midnight lies within ±15 h of that date's UTC midnight, found by halving.
 */
export function inicioDiaLocal(fecha: string, zona: string): Date {
  const medianoche = Date.parse(`${fecha}T00:00:00Z`);
  let antes = medianoche - 15 * HORA; // still the day before
  let despues = medianoche + 15 * HORA; // already that day
  while (despues - antes > 1) {
    const medio = Math.floor((antes + despues) / 2);
    if (diaLocal(new Date(medio), zona) < fecha) antes = medio;
    else despues = medio;
  }
  return new Date(despues);
}

/** The first instant after the calendar day `fecha` in `zona` (the next day's start). */
export function finDiaLocal(fecha: string, zona: string): Date {
  const siguiente = new Date(Date.parse(`${fecha}T00:00:00Z`) + 24 * HORA)
    .toISOString()
    .slice(0, 10);
  return inicioDiaLocal(siguiente, zona);
}
