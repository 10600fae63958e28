/**
 * The one way the web app shows dates (docs/reglas.md, Access by level 3.9): a day reads
 * "27/11/2026", an instant "27/11/2026 20:28" in the browser's time zone, a time alone
 * "20:28". Unreadable text is shown as it came.
 */
const DIA = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' });
const HORA = new Intl.DateTimeFormat('es-ES', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A calendar day sent as `YYYY-MM-DD` (a pay week's Monday, a leave's first day). */
const SOLO_DIA = /^(\d{4})-(\d{2})-(\d{2})$/;

function instante(iso: string): Date | null {
  const fecha = new Date(iso);
  return Number.isNaN(fecha.getTime()) ? null : fecha;
}

/**
 * A day, e.g. "05/01/2025". A bare `YYYY-MM-DD` is read as text, so no time zone can move
 * it a day; an instant is shown as the browser's local day.
 */
export function fechaCorta(valor: string): string {
  const dia = SOLO_DIA.exec(valor);
  if (dia) return `${dia[3]}/${dia[2]}/${dia[1]}`;
  const fecha = instante(valor);
  return fecha ? DIA.format(fecha) : valor;
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
