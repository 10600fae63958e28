import { partesLocales, ZONA_POR_DEFECTO } from '../comun/zona-horaria';

/** The pay values of a mission, as snapshotted on each confirmed shift. */
export interface PagosMision {
  pago_1h: number;
  pago_2h: number;
  pago_3h: number;
  pago_semanal: number;
  requisito_hrs: string;
  requisito_times: string;
}

/** The pay week's time zone when the settings name none. */
export const ZONA_HORARIA_PAGA = ZONA_POR_DEFECTO;

const HORA = 3600;

/** Credits of one confirmed shift: ≥3h `pago_3h`, ≥2h `pago_2h`, ≥1h `pago_1h`, else nothing. */
export function pagoPorTurno(segundos: number, mision: PagosMision): number {
  if (segundos >= 3 * HORA) return mision.pago_3h;
  if (segundos >= 2 * HORA) return mision.pago_2h;
  if (segundos >= HORA) return mision.pago_1h;
  return 0;
}

/** Reads a requirement such as `'3h'`, `'3'` or `'2,5 h'` as a number; anything else is 0. */
export function numeroDeRequisito(texto: string): number {
  const m = /^\s*(\d+(?:[.,]\d+)?)\s*h?\s*$/i.exec(texto);
  return m?.[1] ? Number(m[1].replace(',', '.')) : 0;
}

/**
 * Where a worker stands against the weekly pay's requirement in one pay week
 * (docs/reglas.md, Pay 7.4 and 7.12): `turnos` shifts of at least `horas_minimas` hours
 * out of the `necesarios` the weekly pay asks for. A mission without weekly pay asks
 * for none (`necesarios` 0) and is never `cumplido`.
 */
export interface RequisitoSemanal {
  turnos: number;
  necesarios: number;
  horas_minimas: number;
  cumplido: boolean;
}

/**
 * The weekly requirement of `mision` counted over the shifts confirmed in one pay week
 * (their lengths in seconds): at least `requisito_times` shifts (never fewer than one)
 * of at least `requisito_hrs` hours, when the mission has a weekly pay to give.
 */
export function requisitoSemanal(
  turnos: readonly number[],
  mision: Pick<PagosMision, 'pago_semanal' | 'requisito_hrs' | 'requisito_times'>,
): RequisitoSemanal {
  const horas = numeroDeRequisito(mision.requisito_hrs);
  const hechos = turnos.filter((s) => s >= horas * HORA).length;
  if (mision.pago_semanal <= 0) {
    return { turnos: hechos, necesarios: 0, horas_minimas: horas, cumplido: false };
  }
  const necesarios = Math.max(1, Math.ceil(numeroDeRequisito(mision.requisito_times)));
  return { turnos: hechos, necesarios, horas_minimas: horas, cumplido: hechos >= necesarios };
}

/**
 * Whether the shifts confirmed in one pay week (their lengths in seconds) earn the
 * weekly pay: at least `requisito_times` shifts (never fewer than one) of at least
 * `requisito_hrs` hours, and a weekly pay to give.
 */
export function cumpleRequisitoSemanal(turnos: readonly number[], mision: PagosMision): boolean {
  return requisitoSemanal(turnos, mision).cumplido;
}

/**
 * Whether a pay entry can be paid at all (docs/reglas.md, Pay 7.11): it is unpaid and
 * holds credits. An entry of 0 credits is never paid, counted as pending or offered.
 * Who may pay it is a separate question (Pay 7.7).
 */
export function esPagable(entrada: { pagado: boolean; creditos: number }): boolean {
  return !entrada.pagado && entrada.creditos > 0;
}

/**
 * Whether the pay week starting on `semana` has ended, given the current pay week
 * (both Mondays, `YYYY-MM-DD`): only ended weeks are paid whole (Pay 7.13).
 */
export function semanaTerminada(semana: string, actual: string): boolean {
  return semana < actual;
}

/** What one confirmation pays: the shift's credits and the weekly pay it brings. */
export interface PagoConfirmacion {
  creditos: number;
  bono: number;
}

/**
 * What confirming a shift of `segundos` pays now (docs/reglas.md, Pay 7.1 and 7.4): its
 * credits by length, and the weekly pay when, with the week's other confirmed shifts
 * (`otros`, their lengths), it completes the requirement and the week has none yet
 * (`yaTieneBono`). The server confirms with it and the list previews with it.
 */
export function pagoDeConfirmacion(
  segundos: number,
  mision: PagosMision,
  otros: readonly number[],
  yaTieneBono: boolean,
): PagoConfirmacion {
  const creditos = pagoPorTurno(segundos, mision);
  const bono =
    !yaTieneBono && cumpleRequisitoSemanal([...otros, segundos], mision) ? mision.pago_semanal : 0;
  return { creditos, bono };
}

/**
 * The pay week an instant falls in, as the date (`YYYY-MM-DD`) of its Monday: weeks run
 * Monday 00:00 to Sunday 24:00 in `zona` (an IANA time zone; an unknown one falls back
 * to Europe/Madrid).
 */
export function inicioSemanaPaga(instante: Date, zona: string = ZONA_HORARIA_PAGA): string {
  const p = partesLocales(instante, zona);
  // The local calendar date, handled as a UTC date so subtracting days ignores DST.
  const local = Date.UTC(p.anio, p.mes - 1, p.dia);
  return new Date(local - p.diaSemana * 86_400_000).toISOString().slice(0, 10);
}

const finesDeSemana = new Map<string, Date>();

/**
 * The instant the pay week starting on `semana` (its Monday, `YYYY-MM-DD`) ends in
 * `zona`: the first millisecond that falls in the next pay week.
 */
export function finSemanaPaga(semana: string, zona: string = ZONA_HORARIA_PAGA): Date {
  const clave = `${semana} ${zona}`;
  let fin = finesDeSemana.get(clave);
  if (!fin) {
    // Local midnight of the next Monday lies within ±14 h of that date's UTC midnight.
    const lunes = Date.parse(`${semana}T00:00:00Z`) + 7 * 86_400_000;
    fin = primerInstanteFuera(
      lunes - 15 * 3_600_000, // still in this week
      lunes + 15 * 3_600_000, // already in the next
      (ms) => inicioSemanaPaga(new Date(ms), zona) === semana,
    );
    if (finesDeSemana.size > 1000) finesDeSemana.clear();
    finesDeSemana.set(clave, fin);
  }
  return new Date(fin);
}

/** The Monday (`YYYY-MM-DD`) of the pay week before the given one. */
export function semanaAnterior(semana: string): string {
  const lunes = new Date(`${semana}T00:00:00Z`);
  return new Date(lunes.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
}

/** The calendar date (`YYYY-MM-DD`) of an instant in `zona` (an unknown zone counts as Madrid). */
export function diaLocal(instante: Date, zona: string = ZONA_HORARIA_PAGA): string {
  const p = partesLocales(instante, zona);
  return `${p.anio}-${String(p.mes).padStart(2, '0')}-${String(p.dia).padStart(2, '0')}`;
}

/** The first instant after `instante` whose calendar date in `zona` is the next one. */
export function finDiaLocal(instante: Date, zona: string = ZONA_HORARIA_PAGA): Date {
  const hoy = diaLocal(instante, zona);
  // A local day lasts at most 25 hours (the day clocks go back).
  const desde = instante.getTime(); // still today
  return primerInstanteFuera(
    desde,
    desde + 25 * 3_600_000, // already another day
    (ms) => diaLocal(new Date(ms), zona) === hoy,
  );
}

/**
 * The first millisecond in (`dentro`, `fuera`] where `sigue` stops holding, by
 * bisection: `sigue` holds at `dentro`, not at `fuera`, and changes once between them
 * (a local day or pay week ending).
 */
function primerInstanteFuera(dentro: number, fuera: number, sigue: (ms: number) => boolean) {
  let antes = dentro;
  let despues = fuera;
  while (despues - antes > 1) {
    const medio = Math.floor((antes + despues) / 2);
    if (sigue(medio)) antes = medio;
    else despues = medio;
  }
  return new Date(despues);
}
