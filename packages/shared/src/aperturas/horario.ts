// Kept apart from contratos.ts, which builds zod schemas at load time: the landing page
// needs the default schedule and the conversions without downloading zod.
import { partesLocales } from '../comun/zona-horaria';

const HORA_MS = 3_600_000;
const DIA_MS = 86_400_000;

/** One regular opening of the week (docs/reglas.md, Openings 34.1). */
export interface AperturaSemanal {
  /** 1 = Monday … 7 = Sunday, in the community's time zone. */
  dia: number;
  /** `HH:MM` on the community's clock. */
  hora: string;
  duracion_horas: number;
  encargados_minimos: number;
  nota?: string | null;
}

/** A country the landing converts the openings for, with its IANA time zone. */
export interface PaisHorario {
  pais: string;
  zona: string;
}

/** The restaurant's schedule: the week's openings and the landing's countries. */
export interface Horario {
  semana: AperturaSemanal[];
  paises: PaisHorario[];
}

/** Today's schedule until the owner edits it: every day 20:00 (Madrid), 6 h, 1 manager. */
export const HORARIO_POR_DEFECTO: Horario = {
  semana: [1, 2, 3, 4, 5, 6, 7].map((dia) => ({
    dia,
    hora: '20:00',
    duracion_horas: 6,
    encargados_minimos: 1,
    nota: null,
  })),
  paises: [
    { pais: 'España', zona: 'Europe/Madrid' },
    { pais: 'Argentina', zona: 'America/Argentina/Buenos_Aires' },
    { pais: 'Brasil', zona: 'America/Sao_Paulo' },
    { pais: 'Chile', zona: 'America/Santiago' },
  ],
};

/** The names of the week's days, Monday first (index = `dia` - 1). */
export const DIAS_SEMANA = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
] as const;

/** How far `zona`'s clock is ahead of UTC at `ms` (negative when behind). */
function desfase(ms: number, zona: string): number {
  const p = partesLocales(new Date(ms), zona);
  const local = Date.UTC(p.anio, p.mes - 1, p.dia, p.hora, p.minuto, p.segundo);
  return local - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a clock in `zona` reads `hora` (`HH:MM`) on the calendar day `fecha`
 * (`YYYY-MM-DD`). An hour the clocks skip (the spring change) is read with the offset
 * before the change, so it lands an hour later on the clock.
 */
export function instanteLocal(fecha: string, hora: string, zona: string): Date {
  const [h = 0, m = 0] = hora.split(':').map(Number);
  const comoUtc = Date.parse(`${fecha}T00:00:00Z`) + h * HORA_MS + m * 60_000;
  const primero = comoUtc - desfase(comoUtc, zona);
  return new Date(comoUtc - desfase(primero, zona));
}

/** `HH:MM` on `zona`'s clock at `instante`. */
export function horaLocal(instante: Date, zona: string): string {
  const p = partesLocales(instante, zona);
  return `${String(p.hora).padStart(2, '0')}:${String(p.minuto).padStart(2, '0')}`;
}

/** The calendar day `YYYY-MM-DD` `dias` after `fecha`. */
export function sumarDias(fecha: string, dias: number): string {
  return new Date(Date.parse(`${fecha}T00:00:00Z`) + dias * DIA_MS).toISOString().slice(0, 10);
}

/** 1 = Monday … 7 = Sunday of a calendar day `YYYY-MM-DD`. */
export function diaDeSemana(fecha: string): number {
  const d = new Date(`${fecha}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** A regular opening on a concrete day. */
export interface AperturaConcreta {
  /** The calendar day (community zone) it starts on. */
  fecha: string;
  inicio: Date;
  fin: Date;
  encargados_minimos: number;
  nota: string | null;
}

/**
 * The regular openings of the schedule that start on the calendar days `desde` to
 * `hasta` (both included, `YYYY-MM-DD` in `zona`), in order of start.
 */
export function aperturasRegulares(
  semana: readonly AperturaSemanal[],
  zona: string,
  desde: string,
  hasta: string,
): AperturaConcreta[] {
  const lista: AperturaConcreta[] = [];
  for (let fecha = desde; fecha <= hasta; fecha = sumarDias(fecha, 1)) {
    const dia = diaDeSemana(fecha);
    for (const a of semana) {
      if (a.dia !== dia) continue;
      const inicio = instanteLocal(fecha, a.hora, zona);
      lista.push({
        fecha,
        inicio,
        fin: new Date(inicio.getTime() + a.duracion_horas * HORA_MS),
        encargados_minimos: a.encargados_minimos,
        nota: a.nota ?? null,
      });
    }
  }
  return lista.sort((a, b) => a.inicio.getTime() - b.inicio.getTime());
}
