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

/** Calendar parts as `formatToParts` gives them, read for `ms` in `zona`. */
function leerPartes(ms: number, zona: string): PartesLocales {
  const p: Record<string, string> = {};
  for (const parte of formato(zona).formatToParts(ms)) p[parte.type] = parte.value;
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

const MINUTO_MS = 60_000;
/**
 * From 1973 on, every zone's offset from UTC is a whole number of minutes and changes
 * only on a whole UTC minute (the last offset with seconds, Monrovia's, ended in 1972).
 */
const MINUTOS_EXACTOS_DESDE = Date.UTC(1973, 0, 1);
/** Offsets already read (ms the zone's clocks are ahead of UTC), by zone and UTC minute. */
const desfases = new Map<string, number>();

/**
 * How far `zona`'s clocks are ahead of UTC during the UTC minute `minuto` (ms since the
 * epoch ÷ 60,000): read once with `formatToParts`, which costs more than the rest of a
 * timer action's arithmetic, then kept.
 */
function desfaseEnMinuto(minuto: number, zona: string): number {
  const clave = `${zona} ${minuto}`;
  let desfase = desfases.get(clave);
  if (desfase === undefined) {
    const ms = minuto * MINUTO_MS;
    const p = leerPartes(ms, zona);
    desfase = Date.UTC(p.anio, p.mes - 1, p.dia, p.hora, p.minuto, p.segundo) - ms;
    if (desfases.size >= 1000) desfases.clear();
    desfases.set(clave, desfase);
  }
  return desfase;
}

/**
 * The calendar date, wall-clock time and weekday of an instant in `zona` (an IANA time
 * zone; an unknown one counts as Europe/Madrid): the one place the code reads a time zone.
 */
export function partesLocales(instante: Date, zona: string = ZONA_POR_DEFECTO): PartesLocales {
  const ms = instante.getTime();
  if (!(ms >= MINUTOS_EXACTOS_DESDE)) return leerPartes(ms, zona);
  // The local clock is UTC moved by the zone's offset, read as UTC.
  const local = new Date(ms + desfaseEnMinuto(Math.floor(ms / MINUTO_MS), zona));
  return {
    anio: local.getUTCFullYear(),
    mes: local.getUTCMonth() + 1,
    dia: local.getUTCDate(),
    hora: local.getUTCHours(),
    minuto: local.getUTCMinutes(),
    segundo: local.getUTCSeconds(),
    diaSemana: (local.getUTCDay() + 6) % 7,
  };
}
