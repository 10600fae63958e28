import { NIVEL_DUENO, puedeActuarSobre, puedeAsignarNivel } from '@mchabbo/shared/niveles/niveles';
import { gananciaDueno } from '@mchabbo/shared/ajustes/contratos';
import {
  MENSAJES_VENTA,
  bajaDeRango,
  mensajeDescenso,
  type CrearVentaBody,
} from '@mchabbo/shared/ventas/contratos';
import { bloquearPersonas, persona } from '../../lib/actuar';
import { ahora, type Ctx } from '../../lib/context';
import { conflicto, invalido, noEncontrado, prohibido } from '../../lib/errors';
import { exigirPropiaCuenta } from '../../lib/propia-cuenta';
import type { Actor } from '../../lib/actor';
import { leerAjustes } from '../ajustes/ajustes.service';
import { exigirCapacitacion } from '../capacitaciones/capacitaciones.service';
import { buscarCuentaPorNombre } from '../cuenta/cuenta.service';
import { buscarMision } from '../misiones/misiones.service';
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
export async function vender(ctx: Ctx, vendedor: Actor, datos: CrearVentaBody) {
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
  // A sale never lowers someone's rank unnoticed (docs/reglas.md, Sales 10.9).
  const descenso = (nivelAhora: number) => {
    if (datos.confirmar_descenso || !bajaDeRango(nivelAhora, mision.nivel)) return;
    throw conflicto(
      mensajeDescenso(comprador.username, comprador.rango ?? 'su rango', mision.rango),
      { requiere_confirmacion: true },
    );
  };
  descenso(comprador.nivel);
  const { porcentaje_dueno } = await leerAjustes(ctx.db);
  const id = await ctx.db.transaction(async (tx) => {
    // Again as they are now, with both rows locked: a dismissal or demotion of either
    // that committed first is seen here, and one that comes later waits for the sale.
    const { actor, personas } = await bloquearPersonas(tx, vendedor, [comprador.id]);
    if (!puedeActuarSobre(actor, persona(personas, comprador.id, 'El comprador no existe.'))) {
      throw prohibido('Solo puedes vender a personas de rango inferior al tuyo.');
    }
    if (!puedeAsignarNivel(actor, mision.nivel)) {
      throw prohibido('Solo puedes vender rangos inferiores al tuyo.');
    }
    descenso(persona(personas, comprador.id).nivel);
    await exigirCapacitacion(ctx, tx, {
      actor,
      usuarioId: comprador.id,
      misionId: mision.id,
      sinCapacitacion: datos.sin_capacitacion,
    });
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
    await ctx.eventos.emitir(tx, 'venta.registrada', {
      ventaId,
      compradorId: comprador.id,
      vendedorId: vendedor.id,
      puesto: { misionId: mision.id, nivel: mision.nivel },
      actorId: vendedor.id,
      usuarioId: comprador.id,
      instante: ahora(ctx),
      antes: { rango: comprador.rango, mision: comprador.mision },
      despues: {
        rango: mision.rango,
        mision: mision.mision,
        nivel: mision.nivel,
        costo: mision.costo,
        ganancia_dueno: gananciaDueno(mision.costo, porcentaje_dueno),
      },
    });
    return ventaId;
  });
  const venta = await repo.buscarVenta(ctx.db, id);
  if (!venta) throw noEncontrado('La venta no existe.');
  return { message: MENSAJES_VENTA.exito, venta };
}

/**
 * Toggles "payment received" of a sale: its seller, someone ranking strictly above the
 * seller, or the owner; never its buyer (docs/reglas.md, Sales).
 */
export async function alternarPago(ctx: Ctx, usuario: Actor, id: number) {
  await ctx.db.transaction(async (tx) => {
    const venta = await repo.bloquearVenta(tx, id);
    if (!venta) throw noEncontrado('La venta no existe.');
    const { actor, personas } = await bloquearPersonas(tx, usuario, [venta.vendedorId]);
    const vendedor = persona(personas, venta.vendedorId);
    const permitido =
      actor.id !== venta.compradorId &&
      (actor.id === vendedor.id ||
        actor.nivel === NIVEL_DUENO ||
        puedeActuarSobre(actor, vendedor));
    if (!permitido) {
      throw prohibido(
        'Solo quien hizo la venta, un rango superior al suyo o el dueño pueden cambiar su pago.',
      );
    }
    const pagoRecibido = await repo.alternarPago(tx, id);
    if (pagoRecibido === undefined) throw noEncontrado('La venta no existe.');
    await ctx.eventos.emitir(tx, 'venta.cobro', {
      ventaId: id,
      pagoRecibido,
      actorId: actor.id,
      usuarioId: venta.compradorId,
      instante: ahora(ctx),
      antes: { pago_recibido: !pagoRecibido },
      despues: { pago_recibido: pagoRecibido },
    });
  });
  const venta = await repo.buscarVenta(ctx.db, id);
  if (!venta) throw noEncontrado('La venta no existe.');
  return { message: MENSAJES_VENTA.pagoActualizado, venta };
}
