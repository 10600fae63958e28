import { describe, expect, it } from 'vitest';
import { aCsv, celdaCsv, nombreCsv } from './csv';

describe('CSV', () => {
  it('quotes separators, quotes and line breaks, and leaves plain text alone', () => {
    expect(celdaCsv('Pepe')).toBe('Pepe');
    expect(celdaCsv('Gerente de Proyectos, S.A.')).toBe('"Gerente de Proyectos, S.A."');
    expect(celdaCsv('dijo "hola"')).toBe('"dijo ""hola"""');
    expect(celdaCsv('dos\nlíneas')).toBe('"dos\nlíneas"');
    expect(celdaCsv(' espacio')).toBe('" espacio"');
    expect(celdaCsv(null)).toBe('');
    expect(celdaCsv(2400)).toBe('2400');
    expect(celdaCsv(true)).toBe('Sí');
  });

  it('keeps text that starts like a formula from running in a spreadsheet', () => {
    expect(celdaCsv('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(celdaCsv('-Pepe-')).toBe("'-Pepe-");
    expect(celdaCsv('@yo,tu')).toBe(`"'@yo,tu"`);
    expect(celdaCsv(-5)).toBe('-5');
  });

  it('writes a header line and one CRLF-terminated line per row', () => {
    const csv = aCsv(
      [
        { encabezado: 'Nombre', valor: (f: { n: string; c: number }) => f.n },
        { encabezado: 'Costo', valor: (f) => f.c },
      ],
      [
        { n: 'Ana', c: 10 },
        { n: 'Luis, el "grande"', c: 0 },
      ],
    );
    expect(csv).toBe('Nombre,Costo\r\nAna,10\r\n"Luis, el ""grande""",0\r\n');
  });

  it('names the file with the day', () => {
    expect(nombreCsv('ventas', new Date(2025, 0, 5))).toBe('ventas-2025-01-05.csv');
  });
});
