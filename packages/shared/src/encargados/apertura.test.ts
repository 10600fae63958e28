import { describe, expect, it } from 'vitest';
import { dentroDeHorario } from './apertura';

// Opening hours of the public schedule (docs/reglas.md, Managers' report 30.3).
describe('dentroDeHorario', () => {
  it('opens at the earliest country (Brasil and Chile, 19:00 in Madrid in November) and closes max shift after España', () => {
    // 2026-11-04 is a Wednesday; Madrid is UTC+1, Argentina and Brasil UTC-3, Chile UTC-3.
    expect(dentroDeHorario(new Date('2026-11-04T17:59:00Z'), 6)).toBe(false);
    expect(dentroDeHorario(new Date('2026-11-04T18:00:00Z'), 6)).toBe(true);
    expect(dentroDeHorario(new Date('2026-11-04T23:30:00Z'), 6)).toBe(true);
    // España opens at 19:00 UTC: open until 01:00 UTC with a 6-hour maximum shift.
    expect(dentroDeHorario(new Date('2026-11-05T00:59:00Z'), 6)).toBe(true);
    expect(dentroDeHorario(new Date('2026-11-05T01:00:00Z'), 6)).toBe(false);
    // 04:00 in Madrid.
    expect(dentroDeHorario(new Date('2026-11-05T03:00:00Z'), 6)).toBe(false);
    expect(dentroDeHorario(new Date('2026-11-05T03:00:00Z'), 9)).toBe(true);
  });

  it('follows summer time: in July Madrid is UTC+2 and Chile UTC-4', () => {
    // España 20:00 = 18:00 UTC; Brasil 15:00 = 18:00 UTC; Chile 15:00 = 19:00 UTC.
    expect(dentroDeHorario(new Date('2026-07-15T17:59:00Z'), 6)).toBe(false);
    expect(dentroDeHorario(new Date('2026-07-15T18:00:00Z'), 6)).toBe(true);
    expect(dentroDeHorario(new Date('2026-07-16T00:59:00Z'), 6)).toBe(true);
    expect(dentroDeHorario(new Date('2026-07-16T01:00:00Z'), 6)).toBe(false);
  });
});
