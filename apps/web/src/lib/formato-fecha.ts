const FECHA = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const HORA = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' });

function leer(iso: string): Date | null {
  const fecha = new Date(iso);
  return Number.isNaN(fecha.getTime()) ? null : fecha;
}

/** An ISO date as the panel shows days, e.g. "05/01/2025"; unreadable text stays as is. */
export function fechaCorta(iso: string): string {
  const fecha = leer(iso);
  return fecha ? FECHA.format(fecha) : iso;
}

/** An ISO date as the panel shows a day and time, e.g. "05/01/2025 18:30". */
export function fechaHora(iso: string): string {
  const fecha = leer(iso);
  return fecha ? `${FECHA.format(fecha)} ${HORA.format(fecha)}` : iso;
}
