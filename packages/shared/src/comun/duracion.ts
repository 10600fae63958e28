/** Text form of a duration in seconds: `Xh Ym`, or `Ym` under an hour (`0m` for nothing). */
export function formatearDuracion(segundos: number): string {
  const minutosTotales = Math.max(0, Math.floor(segundos / 60));
  const horas = Math.floor(minutosTotales / 60);
  const minutos = minutosTotales % 60;
  return horas > 0 ? `${horas}h ${minutos}m` : `${minutos}m`;
}
