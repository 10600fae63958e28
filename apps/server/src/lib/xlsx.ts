import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { setTimeout as esperar, setImmediate as turnoDelBucle } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { partesLocales } from '@mchabbo/shared/comun/zona-horaria';
import type { Descargas } from './descargas';
import { RESPUESTA_ENVIADA } from './rutas';

/** The content type of an `.xlsx` answer. */
const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

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

/**
 * A one-sheet workbook to write: its sheet's name, its columns, and its rows read a page
 * at a time (each page is written, then the next one is read: never every row at once).
 */
export interface LibroXlsx<T> {
  hoja: string;
  columnas: ColumnaXlsx<T>[];
  paginas: () => AsyncIterable<readonly T[]>;
}

const FORMATOS = { fecha: 'dd/mm/yyyy', fechaHora: 'dd/mm/yyyy hh:mm' } as const;

/** How long a download waits for a client that takes nothing before giving it up. */
const ESPERA_CLIENTE_MS = 60_000;

/** Whether `salida` drained (the client took what was written) in time and is still open. */
async function vaciado(salida: PassThrough): Promise<boolean> {
  const control = new AbortController();
  try {
    await Promise.race([
      once(salida, 'drain', { signal: control.signal }),
      once(salida, 'close', { signal: control.signal }),
      esperar(ESPERA_CLIENTE_MS, undefined, { signal: control.signal, ref: false }).then(() => {
        throw new Error('client took nothing');
      }),
    ]);
    return !salida.destroyed;
  } catch {
    return false;
  } finally {
    control.abort();
  }
}

/**
 * Writes a workbook to `salida` as its pages arrive (ExcelJS's streaming writer: each
 * row is serialized and compressed once written, and dropped): bold Spanish headers,
 * numbers as numbers, dates as dates, and a last "Total" row that sums the columns
 * marked `total`. Between pages it gives the event loop back to other requests and waits
 * while the client has not taken what was written; it stops when `seguir` says so (the
 * client went away).
 */
async function escribirXlsx<T>(salida: PassThrough, libro: LibroXlsx<T>, seguir: () => boolean) {
  // Loaded on the first export, not at start: loading the package takes longer than
  // loading Fastify, and every start paid it (docs/rendimiento.md).
  const { default: ExcelJS } = await import('exceljs');
  const escritor = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: salida,
    useStyles: true,
    useSharedStrings: false,
  });
  escritor.creator = 'McHabbo';
  const { columnas } = libro;
  const hoja = escritor.addWorksheet(libro.hoja, { views: [{ state: 'frozen', ySplit: 1 }] });
  hoja.columns = columnas.map((c, i) => ({
    header: c.titulo,
    key: `c${i}`,
    width: c.ancho ?? Math.max(12, c.titulo.length + 2),
    style: c.tipo === 'fecha' || c.tipo === 'fechaHora' ? { numFmt: FORMATOS[c.tipo] } : undefined,
  }));
  hoja.getRow(1).font = { bold: true };
  hoja.getRow(1).commit();
  const sumas = columnas.map(() => 0);
  for await (const pagina of libro.paginas()) {
    if (!seguir()) return false;
    for (const fila of pagina) {
      const valores = columnas.map((c, i) => {
        const v = c.valor(fila);
        if (c.total && typeof v === 'number') sumas[i] = (sumas[i] ?? 0) + v;
        return v;
      });
      hoja.addRow(valores).commit();
    }
    await turnoDelBucle();
    if (salida.writableNeedDrain && !(await vaciado(salida))) return false;
  }
  const totales = columnas.map((c, i) => (i === 0 ? 'Total' : c.total ? (sumas[i] ?? 0) : null));
  const filaTotal = hoja.addRow(totales);
  filaTotal.font = { bold: true };
  filaTotal.commit();
  hoja.commit();
  await escritor.commit();
  return true;
}

/**
 * Answers a download: takes one of the server's download places for the caller (429
 * when none is free, docs/reglas.md, History and corrections 22.7), sends the headers and
 * streams the workbook `preparar` describes (its checks run first: a refusal answers as
 * any other). The place is given back when the answer ends: the whole file sent, the
 * client gone, or a client that took nothing for a minute (then the file is cut short).
 * The route's handler returns what this returns.
 */
export async function enviarXlsx<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  opciones: {
    descargas: Descargas;
    usuarioId: number;
    archivo: string;
    preparar: () => Promise<LibroXlsx<T>>;
  },
): Promise<typeof RESPUESTA_ENVIADA> {
  const devolver = opciones.descargas.tomar(opciones.usuarioId);
  let libro: LibroXlsx<T>;
  try {
    libro = await opciones.preparar();
  } catch (err) {
    devolver();
    throw err;
  }
  const salida = new PassThrough();
  let ido = false;
  // The answer ended: sent whole, or the client closed the connection first (then the
  // writing stops at the next page). Either way the place is free again.
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) ido = true;
    devolver();
  });
  escribirXlsx(salida, libro, () => !ido && !salida.destroyed)
    .then((completo) => {
      if (!completo) salida.destroy();
    })
    .catch((err: unknown) => {
      request.log.error({ err }, 'spreadsheet: writing failed');
      salida.destroy(err instanceof Error ? err : new Error(String(err)));
    })
    .finally(devolver);
  void reply
    .type(TIPO_XLSX)
    .header('content-disposition', `attachment; filename="${opciones.archivo}"`)
    .send(salida);
  return RESPUESTA_ENVIADA;
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
