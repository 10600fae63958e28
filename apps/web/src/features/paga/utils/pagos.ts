import type { PagoListado } from '@mchabbo/shared/paga/contratos';
import type { ColumnaCsv } from '@/lib/csv';
import { fechaCorta, fechaHora } from '@/lib/formato-fecha';

/** Texts of the pay list: payment states and the fallback error messages. */
export const MENSAJES_PAGOS = {
  exito: 'Estado de pago actualizado correctamente',
  error: 'Hubo un error al actualizar el estado del pago',
} as const;

/** "Pagado", "Pendiente", or "Sin créditos" for an open entry that holds none (docs/reglas.md, Pay 7.11). */
export const estadoPago = (p: Pick<PagoListado, 'pagado' | 'creditos'>) =>
  p.pagado ? 'Pagado' : p.creditos > 0 ? 'Pendiente' : 'Sin créditos';

/** The week against the weekly requirement: "Cumple", "2 de 3 turnos", or "Sin pago semanal". */
export function textoRequisito({ requisito: r }: Pick<PagoListado, 'requisito'>): string {
  if (r.necesarios === 0) return 'Sin pago semanal';
  if (r.cumplido) return 'Cumple';
  return `${r.turnos} de ${r.necesarios} ${r.necesarios === 1 ? 'turno' : 'turnos'}`;
}

/** What a shift must last to count toward the requirement: "de 3 h o más". */
export const horasRequisito = ({ requisito: r }: Pick<PagoListado, 'requisito'>) =>
  r.necesarios > 0 && r.horas_minimas > 0
    ? `de ${String(r.horas_minimas).replace('.', ',')} h o más`
    : null;

/**
 * Every text the list shows for an entry, as it shows it (the week "23/11/2026" holds
 * "23/11"), so the filter finds what the table shows (docs/reglas.md, Pay 7.14).
 */
export const textosDePago = (p: PagoListado): string[] => [
  p.usuario,
  p.mision ?? '',
  p.rango ?? '',
  fechaCorta(p.semana),
  `Semana del ${fechaCorta(p.semana)}`,
  `${p.turnos} ${p.turnos === 1 ? 'turno' : 'turnos'}`,
  p.tiempo,
  `${p.creditos} créditos`,
  p.bono_semanal > 0 ? `${p.creditos_turnos} + ${p.bono_semanal} semanal` : '',
  textoRequisito(p),
  horasRequisito(p) ?? '',
  estadoPago(p),
  p.pagado_en ? fechaHora(p.pagado_en) : '',
  p.pagado_por ?? '',
];

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
