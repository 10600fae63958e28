import { partesLocales } from '@mchabbo/shared/comun/zona-horaria';

/** The content type of an `.xlsx` answer. */
export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** One column of a sheet: its Spanish header, how to read a row, and how to show it. */
export interface ColumnaXlsx<T> {
  titulo: string;
  valor: (fila: T) => string | number | Date | null;
  /** numero: a number cell; fecha / fechaHora: a date cell; texto by default. */
  tipo?: 'texto' | 'numero' | 'fecha' | 'fechaHora';
  /** Summed in the totals row (numbers only). */
  total?: boolean;
  ancho?: number;
}

const FORMATOS = { fecha: 'dd/mm/yyyy', fechaHora: 'dd/mm/yyyy hh:mm' } as const;

/**
 * A one-sheet workbook: bold Spanish headers, numbers as numbers, dates as dates, and a
 * last "Total" row that sums the columns marked `total`.
 */
export async function libroXlsx<T>(
  nombreHoja: string,
  columnas: ColumnaXlsx<T>[],
  filas: readonly T[],
): Promise<Buffer> {
  // Loaded on the first export, not at start: loading the package takes longer than
  // loading Fastify, and every start paid it (docs/rendimiento.md).
  const { default: ExcelJS } = await import('exceljs');
  const libro = new ExcelJS.Workbook();
  libro.creator = 'McHabbo';
  const hoja = libro.addWorksheet(nombreHoja);
  hoja.columns = columnas.map((c, i) => ({
    header: c.titulo,
    key: `c${i}`,
    width: c.ancho ?? Math.max(12, c.titulo.length + 2),
    style: c.tipo === 'fecha' || c.tipo === 'fechaHora' ? { numFmt: FORMATOS[c.tipo] } : undefined,
  }));
  hoja.getRow(1).font = { bold: true };
  hoja.views = [{ state: 'frozen', ySplit: 1 }];
  for (const fila of filas) {
    hoja.addRow(columnas.map((c) => c.valor(fila)));
  }
  const totales = columnas.map((c, i) => {
    if (i === 0) return 'Total';
    if (!c.total) return null;
    return filas.reduce((s, f) => {
      const v = c.valor(f);
      return s + (typeof v === 'number' ? v : 0);
    }, 0);
  });
  const filaTotal = hoja.addRow(totales);
  filaTotal.font = { bold: true };
  return Buffer.from(await libro.xlsx.writeBuffer());
}

/**
 * An instant as the wall-clock time of `zona`, for a date cell (spreadsheets have no
 * time zones: the cell shows what the people of the community read on their clocks).
 */
export function horaLocal(instante: Date, zona: string): Date {
  const p = partesLocales(instante, zona);
  return new Date(Date.UTC(p.anio, p.mes - 1, p.dia, p.hora, p.minuto, p.segundo));
}

/** A `YYYY-MM-DD` date as a date cell. */
export const fechaCelda = (fecha: string | null) => (fecha ? new Date(`${fecha}T00:00:00Z`) : null);
