import { describe, expect, it } from 'vitest';
import { esFechaIso, fechaCorta, fechaIso, MENSAJE_FECHA_FUERA } from './fechas';

describe('calendar dates', () => {
  it('accepts real dates, leap days included', () => {
    for (const v of ['2026-11-23', '2028-02-29', '2026-12-31']) expect(esFechaIso(v)).toBe(true);
  });

  it('refuses impossible or malformed dates', () => {
    for (const v of ['2026-02-30', '2026-02-29', '2026-13-01', '2026-00-10', '2026-1-1', '', 'x'])
      expect(esFechaIso(v), v).toBe(false);
  });

  it('gives the schema its message', () => {
    const r = fechaIso('Fecha mala.').safeParse('2026-04-31');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('Fecha mala.');
  });

  it('takes 2000-01-01 to 2100-12-31 and refuses a real date outside with its own message', () => {
    const esquema = fechaIso('Fecha mala.');
    for (const v of ['2000-01-01', '2100-12-31', '2026-11-23'])
      expect(esquema.safeParse(v).success, v).toBe(true);
    for (const v of ['1999-12-31', '2101-01-01', '0000-01-03', '0001-01-01', '9999-12-31']) {
      const r = esquema.safeParse(v);
      expect(
        r.error?.issues.map((i) => i.message),
        v,
      ).toEqual([MENSAJE_FECHA_FUERA]);
    }
    // A malformed date keeps the field's own message, alone.
    expect(esquema.safeParse('0000-02-30').error?.issues.map((i) => i.message)).toEqual([
      'Fecha mala.',
    ]);
  });
});

describe('a day as the panel shows it', () => {
  it('writes a calendar day as DD/MM/YYYY, read as text', () => {
    expect(fechaCorta('2026-11-23')).toBe('23/11/2026');
    expect(fechaCorta('2025-01-05')).toBe('05/01/2025');
  });

  it('writes an instant as its local day and leaves unreadable text as it came', () => {
    expect(fechaCorta(new Date(2026, 10, 27, 23, 59).toISOString())).toBe('27/11/2026');
    expect(fechaCorta('pronto')).toBe('pronto');
  });
});
