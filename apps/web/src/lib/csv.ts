/** A CSV column: its header and how to read the cell from a row. */
export interface ColumnaCsv<T> {
  encabezado: string;
  valor: (fila: T) => string | number | boolean | null | undefined;
}

// Spreadsheets run a cell that starts with one of these as a formula (OWASP CSV injection).
const INICIO_DE_FORMULA = /^[=+\-@\t\r]/;

/** One cell, quoted when it holds a separator, a quote or a line break (RFC 4180). */
export function celdaCsv(valor: string | number | boolean | null | undefined): string {
  if (valor === null || valor === undefined) return '';
  if (typeof valor === 'number') return String(valor);
  let texto = typeof valor === 'boolean' ? (valor ? 'Sí' : 'No') : valor;
  if (INICIO_DE_FORMULA.test(texto)) texto = `'${texto}`;
  return /[",\r\n]/.test(texto) || texto !== texto.trim()
    ? `"${texto.replace(/"/g, '""')}"`
    : texto;
}

/** The rows as CSV text: a header line, then one line per row, CRLF-separated. */
export function aCsv<T>(columnas: readonly ColumnaCsv<T>[], filas: readonly T[]): string {
  const lineas = [columnas.map((c) => celdaCsv(c.encabezado)).join(',')];
  for (const fila of filas) lineas.push(columnas.map((c) => celdaCsv(c.valor(fila))).join(','));
  return `${lineas.join('\r\n')}\r\n`;
}

/** A file name with today's date, e.g. `ventas-2025-06-01.csv`. */
export function nombreCsv(base: string, hoy = new Date()): string {
  const dia = [hoy.getFullYear(), hoy.getMonth() + 1, hoy.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('-');
  return `${base}-${dia}.csv`;
}

/**
 * Downloads the text as a CSV file. The byte order mark lets spreadsheet programs read
 * the accents as UTF-8.
 */
export function descargarCsv(nombreArchivo: string, contenido: string) {
  const blob = new Blob(['\uFEFF', contenido], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombreArchivo;
  enlace.style.display = 'none';
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
