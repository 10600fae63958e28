import { describe, expect, it } from 'vitest';
import { fechaCorta, fechaHora, hora } from './formato-fecha';

describe('dates as the web app shows them', () => {
  it('writes a day with a four-digit year, whatever the time zone', () => {
    expect(fechaCorta('2026-11-27')).toBe('27/11/2026');
    expect(fechaCorta('2025-01-05')).toBe('05/01/2025');
    const local = new Date(2026, 10, 27, 20, 28).toISOString();
    expect(fechaCorta(local)).toBe('27/11/2026');
  });

  it('writes an instant as day and time, with no comma, in 24 hours', () => {
    const local = new Date(2026, 10, 27, 20, 28, 45).toISOString();
    expect(fechaHora(local)).toBe('27/11/2026 20:28');
    expect(fechaHora(new Date(2026, 0, 5, 8, 3).toISOString())).toBe('05/01/2026 08:03');
    expect(hora(local)).toBe('20:28');
  });

  it('leaves unreadable text as it came', () => {
    expect(fechaCorta('pronto')).toBe('pronto');
    expect(fechaHora('')).toBe('');
  });
});
