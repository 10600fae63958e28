import type { Transaccion } from '../db/client';

/** A post: the mission an account holds (or none) and its level. */
export interface Puesto {
  misionId: number | null;
  nivel: number;
}

/**
 * What one module tells the others it has done, with what they need to react. Every
 * event is emitted inside the writer's transaction, and every reaction runs in it: a
 * reaction that throws undoes the whole change. Add an event here, emit it from the
 * module that owns the change, and register reactions in the reacting module's
 * `<area>.reacciones.ts` (wired in `app.ts`).
 */
export interface EventosDominio {
  /** A person was dismissed: they become a guest and their open timers end. */
  'despido.registrado': { usuarioId: number; actorId: number; instante: Date };
  /** A dismissal was undone ("Ingresar" or withdrawn): the person gets this post back. */
  'despido.revertido': { usuarioId: number; actorId: number; puesto: Puesto };
  /** A post was sold: the buyer holds the mission from now on. */
  'venta.registrada': {
    ventaId: number;
    compradorId: number;
    vendedorId: number;
    puesto: Puesto;
  };
}

export type NombreEvento = keyof EventosDominio;

/** What a module does when another emits an event. */
export type Reaccion<E extends NombreEvento> = (
  tx: Transaccion,
  datos: EventosDominio[E],
) => Promise<void>;

/** The one way modules react to each other's changes, inside the same transaction. */
export class Eventos {
  private readonly reacciones = new Map<NombreEvento, Reaccion<never>[]>();

  /** Registers a reaction; reactions to one event run in the order they were registered. */
  al<E extends NombreEvento>(evento: E, reaccion: Reaccion<E>): void {
    const lista = this.reacciones.get(evento) ?? [];
    lista.push(reaccion as Reaccion<never>);
    this.reacciones.set(evento, lista);
  }

  /** Runs every reaction to `evento`, one after another, in the writer's transaction. */
  async emitir<E extends NombreEvento>(
    tx: Transaccion,
    evento: E,
    datos: EventosDominio[E],
  ): Promise<void> {
    for (const reaccion of this.reacciones.get(evento) ?? []) {
      await (reaccion as Reaccion<E>)(tx, datos);
    }
  }
}
