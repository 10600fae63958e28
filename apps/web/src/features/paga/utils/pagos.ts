import type { PagoListado } from '@mchabbo/shared/paga/contratos';
import type { ColumnaCsv } from '@/lib/csv';
import { fechaCorta, fechaHora } from '@/lib/formato-fecha';

/** Texts of the pay list: payment states and the fallback error messages. */
export const MENSAJES_PAGOS = {
  exito: 'Estado de pago actualizado correctamente',
  error: 'Hubo un error al actualizar el estado del pago',
} as const;

export const estadoPago = (p: Pick<PagoListado, 'pagado'>) => (p.pagado ? 'Pagado' : 'Pendiente');

/** The columns of the exported CSV: what the table shows, with the details of the credits. */
export const COLUMNAS_CSV_PAGOS: readonly ColumnaCsv<PagoListado>[] = [
  { encabezado: 'Trabajador', valor: (p) => p.usuario },
  { encabezado: 'Rango', valor: (p) => p.rango },
  { encabezado: 'Misión', valor: (p) => p.mision },
  { encabezado: 'Semana', valor: (p) => fechaCorta(p.semana) },
  { encabezado: 'Turnos', valor: (p) => p.turnos },
  { encabezado: 'Tiempo', valor: (p) => p.tiempo },
  { encabezado: 'Créditos por turnos', valor: (p) => p.creditos_turnos },
  { encabezado: 'Pago semanal', valor: (p) => p.bono_semanal },
  { encabezado: 'Créditos', valor: (p) => p.creditos },
  { encabezado: 'Estado', valor: estadoPago },
  { encabezado: 'Pagado el', valor: (p) => (p.pagado_en ? fechaHora(p.pagado_en) : '') },
  { encabezado: 'Pagado por', valor: (p) => p.pagado_por },
];
