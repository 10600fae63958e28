import * as z from 'zod';
import { sinCapacitacion } from '../capacitaciones/contratos';
import { nombreUsuario } from '../cuenta/contratos';
import { idEnCuerpo } from '../comun/errores';

/** Texts of the sales screen (docs/reglas.md, Sales). */
export const MENSAJES_VENTA = {
  compradorObligatorio: 'Selecciona un comprador.',
  misionObligatoria: 'Selecciona una misión.',
  exito: 'Venta realizada con éxito',
  error: 'Hubo un error al realizar la venta',
  pagoActualizado: 'Estado de pago actualizado correctamente',
  pagoError: 'Hubo un error al actualizar el estado del pago',
  venderIgualmente: 'Vender igualmente',
} as const;

/**
 * Whether a sale of a mission of `nivelMision` lowers a buyer now at `nivelAhora`
 * (docs/reglas.md, Sales 10.9): a rank below theirs. A guest (7) is never lowered.
 */
export function bajaDeRango(nivelAhora: number, nivelMision: number): boolean {
  return nivelAhora < nivelMision;
}

/**
 * The 409 of a sale that would lower the buyer's rank (docs/reglas.md, Sales 10.9), e.g.
 * "Esta venta bajaría a Ana de Sub chef a Hostes.".
 */
export function mensajeDescenso(usuario: string, rangoActual: string, rangoNuevo: string): string {
  return `Esta venta bajaría a ${usuario} de ${rangoActual} a ${rangoNuevo}.`;
}

/** POST /ventas: buyer name, mission id, and the seller's own name (checked). */
export const crearVentaBody = z.strictObject({
  usuario: z
    .string({ error: MENSAJES_VENTA.compradorObligatorio })
    .trim()
    .min(1, MENSAJES_VENTA.compradorObligatorio)
    .pipe(nombreUsuario),
  mision: idEnCuerpo(MENSAJES_VENTA.misionObligatoria),
  user: nombreUsuario.optional(),
  /** Sells even when the mission's rank is below the buyer's (docs/reglas.md, Sales 10.9). */
  confirmar_descenso: z
    .boolean({ error: 'confirmar_descenso debe ser verdadero o falso.' })
    .optional(),
  sin_capacitacion: sinCapacitacion,
});
export type CrearVentaBody = z.infer<typeof crearVentaBody>;

/** A sale (docs/reglas.md, Sales 10.4). */
export const venta = z.object({
  id: z.number().int(),
  comprador: z.string(),
  vendedor: z.string(),
  rango: z.string(),
  mision: z.string(),
  costo: z.number().int(),
  gananciaDueno: z.number().int(),
  montoTotal: z.number().int(),
  pagoRecibido: z.boolean(),
  fecha: z.string(),
});
export type Venta = z.infer<typeof venta>;

/** GET /ventas */
export const ventasResponse = z.array(venta);

/** POST /ventas and PATCH /ventas/{id} */
export const ventaGuardada = z.object({ message: z.string(), venta });
