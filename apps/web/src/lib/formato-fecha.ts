// Dates read "27/11/2026" and "27/11/2026 20:28": the year in full, no comma.
const DIA = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const FECHA = new Intl.DateTimeFormat('es-ES', DIA);
const FECHA_HORA = new Intl.DateTimeFormat('es-ES', { ...DIA, hour: '2-digit', minute: '2-digit' });

function formatear(formato: Intl.DateTimeFormat, iso: string): string {
  const fecha = new Date(iso);
  return Number.isNaN(fecha.getTime()) ? iso : formato.format(fecha);
}

/** An ISO date as a Spanish day, e.g. "05/01/2025"; unreadable text stays as is. */
export function fechaCorta(iso: string): string {
  return formatear(FECHA, iso);
}

/** An ISO date as a Spanish day and time, e.g. "05/01/2025 18:30" (no comma). */
export function fechaHora(iso: string): string {
  return formatear(FECHA_HORA, iso).replace(', ', ' ');
}
