import { FORMATO_DIA as DIA } from '@mchabbo/shared/comun/fechas';

export { fechaCorta } from '@mchabbo/shared/comun/fechas';

/**
 * The one way the web app shows dates (docs/reglas.md, Access by level 3.9): a day reads
 * "27/11/2026", an instant "27/11/2026 20:28" in the browser's time zone, a time alone
 * "20:28". Unreadable text is shown as it came. A day alone is the shared `fechaCorta`,
 * which the server's texts use too.
 */
const HORA = new Intl.DateTimeFormat('es-ES', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function instante(iso: string): Date | null {
  const fecha = new Date(iso);
  return Number.isNaN(fecha.getTime()) ? null : fecha;
}

/** An instant as a day and time, e.g. "05/01/2025 18:30". */
export function fechaHora(iso: string): string {
  const fecha = instante(iso);
  return fecha ? `${DIA.format(fecha)} ${HORA.format(fecha)}` : iso;
}

/** An instant's time alone, e.g. "18:30". */
export function hora(iso: string): string {
  const fecha = instante(iso);
  return fecha ? HORA.format(fecha) : iso;
}
