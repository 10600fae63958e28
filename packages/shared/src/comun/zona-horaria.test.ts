import { describe, expect, it } from 'vitest';
import { partesLocales } from './zona-horaria';

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

  it('counts an unknown zone as Madrid', () => {
    const instante = new Date('2026-11-27T20:28:05Z');
    expect(partesLocales(instante, 'Marte/Olimpo')).toEqual(
      partesLocales(instante, 'Europe/Madrid'),
    );
  });
});
