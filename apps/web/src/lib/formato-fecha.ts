const FECHA = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short' });
const FECHA_HORA = new Intl.DateTimeFormat('es-ES', { dateStyle: 'short', timeStyle: 'short' });

function formatear(formato: Intl.DateTimeFormat, iso: string): string {
  const fecha = new Date(iso);
  return Number.isNaN(fecha.getTime()) ? iso : formato.format(fecha);
}

/** An ISO date as a short Spanish day, e.g. "05/01/2025"; unreadable text stays as is. */
export function fechaCorta(iso: string): string {
  return formatear(FECHA, iso);
}

/** An ISO date as a short Spanish day and time, e.g. "05/01/2025 18:30" (no comma). */
export function fechaHora(iso: string): string {
  return formatear(FECHA_HORA, iso).replace(', ', ' ');
}
