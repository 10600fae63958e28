/** The community's time zone when the settings name none, or name one this runtime lacks. */
export const ZONA_POR_DEFECTO = 'Europe/Madrid';

/** An instant as the people of a time zone read it on their clocks. */
export interface PartesLocales {
  anio: number;
  /** 1–12. */
  mes: number;
  dia: number;
  hora: number;
  minuto: number;
  segundo: number;
  /** 0 = Monday … 6 = Sunday. */
  diaSemana: number;
}

const DIAS: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };
const CAMPOS = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
} as const;

// One formatter per zone: building one costs more than formatting with it.
const formatos = new Map<string, Intl.DateTimeFormat>();

function formato(zona: string): Intl.DateTimeFormat {
  let f = formatos.get(zona);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', { timeZone: zona, ...CAMPOS });
    } catch {
      f = formato(ZONA_POR_DEFECTO);
    }
    formatos.set(zona, f);
  }
  return f;
}

/**
 * The calendar date, wall-clock time and weekday of an instant in `zona` (an IANA time
 * zone; an unknown one counts as Europe/Madrid): the one place the code reads a time zone.
 */
export function partesLocales(instante: Date, zona: string = ZONA_POR_DEFECTO): PartesLocales {
  const p: Record<string, string> = {};
  for (const parte of formato(zona).formatToParts(instante)) p[parte.type] = parte.value;
  return {
    anio: Number(p.year),
    mes: Number(p.month),
    dia: Number(p.day),
    hora: Number(p.hour),
    minuto: Number(p.minute),
    segundo: Number(p.second),
    diaSemana: DIAS[p.weekday ?? 'Mon'] ?? 0,
  };
}
