import { puedeActuarSobre, puedeAsignarNivel } from '@mchabbo/shared/niveles/niveles';
import { gananciaDueno } from '@mchabbo/shared/ajustes/contratos';
import { MENSAJES_VENTA, type CrearVentaBody } from '@mchabbo/shared/ventas/contratos';
import type { Ctx } from '../../lib/context';
import { invalido, noEncontrado, prohibido } from '../../lib/errors';
import { exigirPropiaCuenta } from '../../lib/propia-cuenta';
import type { UsuarioActual } from '../../plugins/auth';
import { leerAjustes } from '../ajustes/ajustes.repository';
import { buscarCuentaPorNombre } from '../cuenta/cuenta.repository';
import { buscarMision } from '../misiones/misiones.repository';
import { asignarPuesto } from '../usuarios/usuarios.repository';
import * as repo from './ventas.repository';

/** How many sales the list shows at most (newest first). */
const LIMITE_LISTA = 500;

/** The sales list. */
export function listar(ctx: Ctx) {
  return repo.listarVentas(ctx.db, LIMITE_LISTA);
}

/**
 * Sells a post: the buyer gets the mission at once, in the same transaction as the
 * sale, and the owner's share is fixed with the setting of this moment.
 */
export async function vender(ctx: Ctx, vendedor: UsuarioActual, datos: CrearVentaBody) {
  // The seller is always the caller; a name in the body must be theirs.
  if (datos.user) exigirPropiaCuenta(vendedor, datos.user, false);
  const comprador = await buscarCuentaPorNombre(ctx.db, datos.usuario);
  if (!comprador) throw noEncontrado('El comprador no existe.');
  if (comprador.id === vendedor.id) throw prohibido('No puedes venderte a ti mismo.');
  if (!puedeActuarSobre(vendedor, comprador)) {
    throw prohibido('Solo puedes vender a personas de rango inferior al tuyo.');
  }
  const mision = await buscarMision(ctx.db, datos.mision);
  if (!mision) throw noEncontrado('La misión no existe.');
  if (!puedeAsignarNivel(vendedor, mision.nivel)) {
    throw prohibido('Solo puedes vender rangos inferiores al tuyo.');
  }
  if (comprador.mision === mision.mision && comprador.rango === mision.rango) {
    throw invalido('El comprador ya tiene esa misión.');
  }
  const { porcentaje_dueno } = await leerAjustes(ctx.db);
  const id = await ctx.db.transaction(async (tx) => {
    const ventaId = await repo.insertarVenta(tx, {
      compradorId: comprador.id,
      vendedorId: vendedor.id,
      misionId: mision.id,
      rango: mision.rango,
      mision: mision.mision,
      costo: mision.costo,
      gananciaDueno: gananciaDueno(mision.costo, porcentaje_dueno),
      montoTotal: mision.costo,
    });
    await asignarPuesto(tx, comprador.id, { misionId: mision.id, nivel: mision.nivel });
    return ventaId;
  });
  const venta = await repo.buscarVenta(ctx.db, id);
  if (!venta) throw noEncontrado('La venta no existe.');
  return { message: MENSAJES_VENTA.exito, venta };
}

/** Toggles "payment received" of a sale. */
export async function alternarPago(ctx: Ctx, id: number) {
  if (!(await repo.alternarPago(ctx.db, id))) throw noEncontrado('La venta no existe.');
  const venta = await repo.buscarVenta(ctx.db, id);
  if (!venta) throw noEncontrado('La venta no existe.');
  return { message: MENSAJES_VENTA.pagoActualizado, venta };
}
