/**
 * The schedule of a daily job on the data folder (the backup, the database's
 * maintenance): a check `primeraMs` after the start, then every hour. The job itself
 * decides whether its day has come; a check while the last one still runs is skipped.
 * Errors are the job's to report. Timers do not keep the process alive. Returns a
 * function that stops the schedule.
 */
export function programarDiario(revisar: () => Promise<void>, primeraMs: number): () => void {
  let enCurso: Promise<void> | null = null;
  const tocar = () => {
    enCurso ??= revisar().finally(() => {
      enCurso = null;
    });
  };
  const primera = setTimeout(tocar, primeraMs);
  primera.unref();
  const intervalo = setInterval(tocar, 60 * 60 * 1000);
  intervalo.unref();
  return () => {
    clearTimeout(primera);
    clearInterval(intervalo);
  };
}
