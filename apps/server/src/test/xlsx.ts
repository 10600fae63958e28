import ExcelJS from 'exceljs';

/**
 * The rows of a spreadsheet's first sheet as ExcelJS reads them, each as its cells' values
 * (a file that is not a whole workbook throws).
 */
export async function filasDeXlsx(cuerpo: ArrayBuffer | Buffer): Promise<unknown[][]> {
  const libro = new ExcelJS.Workbook();
  await libro.xlsx.load(cuerpo as ArrayBuffer);
  const hoja = libro.worksheets[0];
  if (!hoja) throw new Error('sin hoja');
  const filas: unknown[][] = [];
  hoja.eachRow((fila) => filas.push((fila.values as unknown[]).slice(1)));
  return filas;
}
