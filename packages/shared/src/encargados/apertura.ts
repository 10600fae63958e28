import { partesLocales } from '../comun/zona-horaria';
import { HORARIOS_JUEGO } from '../publico/horarios';

const HORA_MS = 3_600_000;
const DIA_MS = 86_400_000;

/** How far `zona`'s clock is ahead of UTC at `ms` (negative when behind). */
function desfase(ms: number, zona: string): number {
  const p = partesLocales(new Date(ms), zona);
  const local = Date.UTC(p.anio, p.mes - 1, p.dia, p.hora, p.minuto, p.segundo);
  return local - Math.floor(ms / 1000) * 1000;
}

/** The instant a clock in `zona` reads `hora` (`HH:MM`) on the calendar day `dia` (UTC ms of its midnight). */
function instanteLocal(dia: number, hora: string, zona: string): number {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  const comoUtc = dia + h * HORA_MS + m * 60_000;
  const primero = comoUtc - desfase(comoUtc, zona);
  return comoUtc - desfase(primero, zona);
}

/** Opening windows already worked out, by calendar day and hours open (a pure function's memo). */
const ventanas = new Map<string, readonly [number, number]>();

/** The opening window that starts on the calendar day `dia` (UTC ms of its midnight). */
function ventanaDe(dia: number, horasAbierto: number): readonly [number, number] {
  const clave = `${dia}:${horasAbierto}`;
  let ventana = ventanas.get(clave);
  if (!ventana) {
    const aperturas = HORARIOS_JUEGO.map((h) => instanteLocal(dia, h.hora, h.zona));
    ventana = [Math.min(...aperturas), Math.max(...aperturas) + horasAbierto * HORA_MS];
    if (ventanas.size >= 1000) ventanas.clear();
    ventanas.set(clave, ventana);
  }
  return ventana;
}

/**
 * Whether an instant falls within the opening hours of the public schedule (docs/reglas.md,
 * Managers' report 30.3): each day the restaurant opens at the earliest of the countries'
 * hours (each in its own time zone) and stays open until `horasAbierto` hours after the
 * latest, the longest a shift started at the opening may run.
 */
export function dentroDeHorario(instante: Date, horasAbierto: number): boolean {
  const ms = instante.getTime();
  const hoy = Math.floor(ms / DIA_MS) * DIA_MS;
  // Days starting from two calendar days back cover any zone and a window past midnight.
  for (let d = -2; d <= 1; d++) {
    const [desde, hasta] = ventanaDe(hoy + d * DIA_MS, horasAbierto);
    if (ms >= desde && ms < hasta) return true;
  }
  return false;
}
