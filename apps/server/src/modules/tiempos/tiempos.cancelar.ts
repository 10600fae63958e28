import { ahora, type Ctx } from '../../lib/context';
import type { Actor } from '../../lib/actor';
import { cargarParaOperar, cerrarCancelados } from './tiempos.cambios';
import { barrerOlvidados } from './tiempos.olvidados';

/** Cancelar (DELETE): closes the timer without pay; the row and its history stay. */
export async function cancelar(ctx: Ctx, usuario: Actor, id: number) {
  await barrerOlvidados(ctx);
  await ctx.db.transaction(async (tx) => {
    const { t } = await cargarParaOperar(tx, usuario, id);
    const instante = ahora(ctx);
    await cerrarCancelados(tx, ctx.eventos, [t], usuario.id, instante);
  });
  return { message: 'Tiempo eliminado' };
}
