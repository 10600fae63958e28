import { AJUSTES_POR_DEFECTO } from '@mchabbo/shared/ajustes/contratos';
import type { Venta } from '@mchabbo/shared/ventas/contratos';
import type { ColumnaCsv } from '@/lib/csv';
import { fechaHora } from '@/lib/formato-fecha';

/** Where the owner share of the preview comes from. */
export interface PorcentajeDueno {
  valor: number;
  /** False when it is inferred (only the owner reads the setting). */
  exacto: boolean;
}

/**
 * The owner share to preview a sale with: the setting for the owner; for everyone else
 * the share of the newest sale (exact for costs of 100 or more, since the server rounds
 * to whole credits), else the default.
 */
export function porcentajeDueno(
  delAjuste: number | undefined,
  ventas: readonly Venta[] | undefined,
): PorcentajeDueno {
  if (delAjuste !== undefined) return { valor: delAjuste, exacto: true };
  const referencia = ventas?.find((v) => v.costo >= 100);
  if (referencia) {
    return {
      valor: Math.round((referencia.gananciaDueno * 100) / referencia.costo),
      exacto: false,
    };
  }
  return { valor: AJUSTES_POR_DEFECTO.porcentaje_dueno, exacto: false };
}

/** Columns of the sales CSV, in the list's order plus rank and date. */
export const COLUMNAS_CSV_VENTAS: readonly ColumnaCsv<Venta>[] = [
  { encabezado: 'Fecha', valor: (v) => fechaHora(v.fecha) },
  { encabezado: 'Comprador', valor: (v) => v.comprador },
  { encabezado: 'Vendedor', valor: (v) => v.vendedor },
  { encabezado: 'Rango', valor: (v) => v.rango },
  { encabezado: 'Misión', valor: (v) => v.mision },
  { encabezado: 'Costo', valor: (v) => v.costo },
  { encabezado: 'Ganancia del dueño', valor: (v) => v.gananciaDueno },
  { encabezado: 'Monto total', valor: (v) => v.montoTotal },
  { encabezado: 'Pago recibido', valor: (v) => v.pagoRecibido },
];
