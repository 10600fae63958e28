import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partesLocales } from './zona-horaria';

/** What the zone's clocks show at `ms`, read straight from Intl (no offset kept). */
function relojDe(ms: number, zona: string) {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zona,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
      weekday: 'short',
    })
      .formatToParts(ms)
      .map((parte) => [parte.type, parte.value]),
  );
  return {
    anio: Number(p.year),
    mes: Number(p.month),
    dia: Number(p.day),
    hora: Number(p.hour),
    minuto: Number(p.minute),
    segundo: Number(p.second),
    diaSemana: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(p.weekday ?? ''),
  };
}

// Whole-hour, half-hour and quarter-hour offsets, a half-hour summer change, both hemispheres.
const ZONAS = [
  'Europe/Madrid',
  'America/Argentina/Buenos_Aires',
  'America/Mexico_City',
  'America/St_Johns',
  'Asia/Kathmandu',
  'Australia/Lord_Howe',
  'UTC',
];

describe('partesLocales', () => {
  it('reads an instant as the clocks of the zone show it, summer and winter', () => {
    // 22:30 UTC on Saturday 2026-03-28 is 23:30 in Madrid (winter time)…
    expect(partesLocales(new Date('2026-03-28T22:30:00Z'), 'Europe/Madrid')).toEqual({
      anio: 2026,
      mes: 3,
      dia: 28,
      hora: 23,
      minuto: 30,
      segundo: 0,
      diaSemana: 5,
    });
    // …and 22:30 UTC on Sunday 2026-03-29 is already Monday 00:30 (summer time).
    expect(partesLocales(new Date('2026-03-29T22:30:00Z'), 'Europe/Madrid')).toMatchObject({
      dia: 30,
      hora: 0,
      diaSemana: 0,
    });
    expect(
      partesLocales(new Date('2026-11-27T20:28:00Z'), 'America/Argentina/Buenos_Aires'),
    ).toMatchObject({ dia: 27, hora: 17, minuto: 28, diaSemana: 4 });
  });

  it("agrees with the zone's clocks at any instant, the milliseconds around a change too", () => {
    const instantes = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });
    fc.assert(
      fc.property(instantes, fc.constantFrom(...ZONAS), (ms, zona) => {
        expect(partesLocales(new Date(ms), zona)).toEqual(relojDe(ms, zona));
      }),
      { numRuns: 2000 },
    );
    // Madrid moves its clocks at 01:00 UTC on the last Sunday of March and of October.
    for (const cambio of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1)]) {
      for (const ms of [cambio - 60_001, cambio - 1, cambio, cambio + 1, cambio + 59_999]) {
        expect(partesLocales(new Date(ms), 'Europe/Madrid')).toEqual(relojDe(ms, 'Europe/Madrid'));
      }
    }
    expect(
      partesLocales(new Date(Date.UTC(2026, 2, 29, 0, 59, 59, 999)), 'Europe/Madrid'),
    ).toMatchObject({ hora: 1, minuto: 59 });
    expect(partesLocales(new Date(Date.UTC(2026, 2, 29, 1)), 'Europe/Madrid')).toMatchObject({
      hora: 3,
      minuto: 0,
    });
    // 2,000 instants, each formatted by Intl twice: seconds of CPU on a busy machine.
  }, 30_000);

  it('counts an unknown zone as Madrid', () => {
    const instante = new Date('2026-11-27T20:28:05Z');
    expect(partesLocales(instante, 'Marte/Olimpo')).toEqual(
      partesLocales(instante, 'Europe/Madrid'),
    );
  });
});
