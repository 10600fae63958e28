import { describe, expect, it } from 'vitest';
import { misionBase } from '../misiones/catalogo';
import {
  cumpleRequisitoSemanal,
  esPagable,
  requisitoSemanal,
  semanaTerminada,
  finDiaLocal,
  finSemanaPaga,
  inicioSemanaPaga,
  numeroDeRequisito,
  pagoDeConfirmacion,
  pagoPorTurno,
  semanaAnterior,
  type PagosMision,
} from './reglas';

const h = (horas: number, minutos = 0) => horas * 3600 + minutos * 60;
const cocinero = misionBase('Cocinero', 'Cocinero') as PagosMision;
const diamante = misionBase('Chef ejecutivo', 'Chef ejecutivo Diamante') as PagosMision;

describe('pay for one shift', () => {
  it('pays a Cocinero by the length of the shift (Missions 9.2: 4/7/10)', () => {
    expect(pagoPorTurno(h(0, 59), cocinero)).toBe(0);
    expect(pagoPorTurno(h(1), cocinero)).toBe(4);
    expect(pagoPorTurno(h(2, 10), cocinero)).toBe(7);
    expect(pagoPorTurno(h(3), cocinero)).toBe(10);
    expect(pagoPorTurno(h(5, 59), cocinero)).toBe(10);
  });

  it('gives an executive chef nothing per shift: their pay is weekly', () => {
    expect(pagoPorTurno(h(3), diamante)).toBe(0);
  });
});

describe('weekly pay requirement', () => {
  it('reads requirements as numbers', () => {
    expect(numeroDeRequisito('3h')).toBe(3);
    expect(numeroDeRequisito('3')).toBe(3);
    expect(numeroDeRequisito(' 2 H ')).toBe(2);
    expect(numeroDeRequisito('2,5h')).toBe(2.5);
    expect(numeroDeRequisito('tres')).toBe(0);
  });

  it('needs 3 shifts of 3h for a Chef ejecutivo Diamante', () => {
    expect(cumpleRequisitoSemanal([h(3), h(3)], diamante)).toBe(false);
    expect(cumpleRequisitoSemanal([h(3), h(2, 59), h(3)], diamante)).toBe(false);
    expect(cumpleRequisitoSemanal([h(3), h(4), h(3, 1)], diamante)).toBe(true);
  });

  it('never pays a weekly pay of zero, and asks for at least one shift', () => {
    expect(cumpleRequisitoSemanal([h(5), h(5), h(5)], cocinero)).toBe(false);
    const sinVeces = { ...diamante, requisito_hrs: '0h', requisito_times: '0' };
    expect(cumpleRequisitoSemanal([], sinVeces)).toBe(false);
    expect(cumpleRequisitoSemanal([60], sinVeces)).toBe(true);
  });
});

describe('where a week stands against the requirement (Pay 7.12)', () => {
  it('counts the shifts of at least the hours, out of those needed', () => {
    expect(requisitoSemanal([h(2, 59), h(3), h(3, 1)], diamante)).toEqual({
      turnos: 2,
      necesarios: 3,
      horas_minimas: 3,
      cumplido: false,
    });
    expect(requisitoSemanal([h(3), h(3), h(4)], diamante)).toMatchObject({ cumplido: true });
  });

  it('agrees with the weekly-pay rule, and needs nothing of a mission without weekly pay', () => {
    for (const largos of [[], [h(3)], [h(3), h(3), h(2, 59)], [h(3), h(3), h(3)]]) {
      expect(requisitoSemanal(largos, diamante).cumplido).toBe(
        cumpleRequisitoSemanal(largos, diamante),
      );
    }
    expect(requisitoSemanal([h(1), h(0, 30)], cocinero)).toEqual({
      turnos: 2,
      necesarios: 0,
      horas_minimas: 0,
      cumplido: false,
    });
  });
});

describe('what may be paid (Pay 7.11, 7.13)', () => {
  it('pays only an unpaid entry that holds credits', () => {
    expect(esPagable({ pagado: false, creditos: 7 })).toBe(true);
    expect(esPagable({ pagado: false, creditos: 0 })).toBe(false);
    expect(esPagable({ pagado: true, creditos: 7 })).toBe(false);
  });

  it('pays a whole week only once it has ended', () => {
    expect(semanaTerminada('2026-11-16', '2026-11-23')).toBe(true);
    expect(semanaTerminada('2026-11-23', '2026-11-23')).toBe(false);
    expect(semanaTerminada('2026-11-30', '2026-11-23')).toBe(false);
  });
});

describe('what a confirmation pays (the preview and the confirmation share it)', () => {
  it('pays the shift by its length, with no weekly pay where the mission has none', () => {
    expect(pagoDeConfirmacion(h(2, 15), cocinero, [], false)).toEqual({ creditos: 7, bono: 0 });
    expect(pagoDeConfirmacion(h(0, 59), cocinero, [h(3)], false)).toEqual({
      creditos: 0,
      bono: 0,
    });
  });

  it('adds the weekly pay on the shift that completes the requirement, once a week', () => {
    // Chef ejecutivo Diamante: 3 shifts of 3h, weekly pay 70 (docs/reglas.md, Missions 9.2).
    expect(pagoDeConfirmacion(h(3), diamante, [h(3)], false)).toEqual({ creditos: 0, bono: 0 });
    expect(pagoDeConfirmacion(h(3), diamante, [h(3), h(4)], false)).toEqual({
      creditos: 0,
      bono: 70,
    });
    expect(pagoDeConfirmacion(h(3), diamante, [h(3), h(4), h(3)], true)).toEqual({
      creditos: 0,
      bono: 0,
    });
    // A short shift does not complete it, whatever came before.
    expect(pagoDeConfirmacion(h(2), diamante, [h(3), h(4)], false).bono).toBe(0);
  });
});

describe('pay week', () => {
  it('starts on Monday 00:00 in Madrid', () => {
    // Sunday 23:59 in Madrid (winter, UTC+1) is still the week of Monday 5 January.
    expect(inicioSemanaPaga(new Date('2026-01-11T22:59:00Z'))).toBe('2026-01-05');
    // Monday 00:00 in Madrid is 23:00 UTC on Sunday.
    expect(inicioSemanaPaga(new Date('2026-01-11T23:00:00Z'))).toBe('2026-01-12');
    expect(inicioSemanaPaga(new Date('2026-01-14T12:00:00Z'))).toBe('2026-01-12');
  });

  it('follows summer time and other zones', () => {
    // Summer (UTC+2): Monday 00:00 in Madrid is 22:00 UTC on Sunday.
    expect(inicioSemanaPaga(new Date('2026-07-05T21:59:59Z'))).toBe('2026-06-29');
    expect(inicioSemanaPaga(new Date('2026-07-05T22:00:00Z'))).toBe('2026-07-06');
    // Buenos Aires (UTC-3): still Sunday when Madrid is on Monday.
    expect(
      inicioSemanaPaga(new Date('2026-07-06T01:00:00Z'), 'America/Argentina/Buenos_Aires'),
    ).toBe('2026-06-29');
    // Across the change to summer time (Sunday 29 March 2026).
    expect(inicioSemanaPaga(new Date('2026-03-29T21:30:00Z'))).toBe('2026-03-23');
    expect(inicioSemanaPaga(new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
    // Across a year end.
    expect(inicioSemanaPaga(new Date('2027-01-01T12:00:00Z'))).toBe('2026-12-28');
  });

  it('ends a pay week at the local midnight that starts the next one', () => {
    // Madrid in winter: Monday 00:00 is Sunday 23:00 UTC.
    expect(finSemanaPaga('2026-01-05').toISOString()).toBe('2026-01-11T23:00:00.000Z');
    // Madrid in summer: Sunday 22:00 UTC.
    expect(finSemanaPaga('2026-06-29').toISOString()).toBe('2026-07-05T22:00:00.000Z');
    // The week summer time starts in ends an hour earlier in UTC than the one before.
    expect(finSemanaPaga('2026-03-23').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Buenos Aires (UTC-3): Monday 03:00 UTC.
    expect(finSemanaPaga('2026-06-29', 'America/Argentina/Buenos_Aires').toISOString()).toBe(
      '2026-07-06T03:00:00.000Z',
    );
    const fin = finSemanaPaga('2026-01-05');
    expect(inicioSemanaPaga(new Date(fin.getTime() - 1))).toBe('2026-01-05');
    expect(inicioSemanaPaga(fin)).toBe('2026-01-12');
  });

  it('falls back to Madrid for an unknown zone', () => {
    expect(inicioSemanaPaga(new Date('2026-01-11T23:00:00Z'), 'Marte/Olympus')).toBe('2026-01-12');
  });

  it('gives the previous week', () => {
    expect(semanaAnterior('2026-01-05')).toBe('2025-12-29');
  });
});

describe('local day', () => {
  it('ends at the next local midnight, also on the days clocks change', () => {
    // Madrid: 23:30 on 23 November is 22:30 UTC; the next day starts at 23:00 UTC.
    expect(finDiaLocal(new Date('2026-11-23T22:30:00Z'), 'Europe/Madrid')).toEqual(
      new Date('2026-11-23T23:00:00Z'),
    );
    // The 25-hour day (summer time ends on 25 October 2026) and the 23-hour one.
    expect(finDiaLocal(new Date('2026-10-24T22:00:00Z'), 'Europe/Madrid')).toEqual(
      new Date('2026-10-25T23:00:00Z'),
    );
    expect(finDiaLocal(new Date('2026-03-28T23:00:00Z'), 'Europe/Madrid')).toEqual(
      new Date('2026-03-29T22:00:00Z'),
    );
    expect(finDiaLocal(new Date('2026-11-23T12:00:00Z'), 'America/Mexico_City')).toEqual(
      new Date('2026-11-24T06:00:00Z'),
    );
  });
});
