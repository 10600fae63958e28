import type { Transaccion } from '../db/client';
import type { PersonaBloqueada } from './actuar';

/** A post: the mission an account holds (or none) and its level. */
export interface Puesto {
  misionId: number | null;
  nivel: number;
}

/** A change's state before or after, as recorded: plain JSON. */
export type Estado = Record<string, unknown>;

/** A state of this shape, with whatever else the change records beside it. */
type Con<T> = T & Estado;

/** A post as a change names it (names, so it stays readable after renames). */
export type PuestoNombrado = { rango: string | null; mision: string | null };

/** A post as "Rango (Misión)", the rank alone when both match, or the mission when there is no rank. */
export function nombrePuesto(p: PuestoNombrado | null | undefined): string | null {
  const rango = p?.rango || null;
  const mision = p?.mision || null;
  if (!rango) return mision;
  return mision && mision !== rango ? `${rango} (${mision})` : rango;
}

/**
 * What every change carries, so the audit trail (and notifications) can record it
 * without knowing the module: who did it, whom it concerns, when, the state before and
 * after (plain JSON, names included so it stays readable after renames) and the reason.
 */
export interface Cambio<A extends Estado = Estado, D extends Estado = Estado> {
  /** Who made the change; null when the server made it (a forgotten timer paused). */
  actorId: number | null;
  /** The person the change concerns; null when nobody in particular (settings). */
  usuarioId: number | null;
  instante: Date;
  /** The state before; an event that others read declares its shape (`EventosDominio`). */
  antes: A | null;
  despues: D | null;
  motivo?: string | null;
  /**
   * The people the writer locked and read in this transaction (`bloquearPersonas`), by
   * id, when it has them: a reaction that needs a name takes it from here instead of
   * reading it again. Not recorded.
   */
  personas?: ReadonlyMap<number, PersonaBloqueada>;
}

/** A change to one shift timer (of its worker, `usuarioId`). */
export interface CambioTiempo extends Cambio {
  usuarioId: number;
  tiempoId: number;
  /** iniciar, pausar, reanudar, restar-5, ajustar, ligar, desligar, cancelar, olvidado… */
  accion: string;
  encargadoId: number | null;
}

/**
 * What one module tells the others it has done, with what they need to react. Every
 * event is emitted inside the writer's transaction, and every reaction runs in it: a
 * reaction that throws undoes the whole change. Add an event here, emit it from the
 * module that owns the change, and register reactions in the reacting module's
 * `<area>.reacciones.ts` (wired in `reacciones.ts`). Every event is a `Cambio`: the
 * audit trail records each one (`modules/auditoria`).
 */
export interface EventosDominio {
  /** A timer changed (started, paused, resumed, adjusted, linked, unlinked, cancelled, forgotten). */
  'tiempo.accion': CambioTiempo;
  /** A shift was confirmed: its pay went into the worker's open pay entry of `semana`. */
  'tiempo.confirmado': CambioTiempo & {
    /** The confirmed length of the shift. */
    segundos: number;
    semana: string;
    pagoId: number;
    creditos: number;
    bonoSemanal: number;
  };
  /**
   * A confirmation was undone within its window: the timer is open (paused) again, its
   * pay left the entry (`pagoId` of `semana`) and the week was recomputed.
   */
  'tiempo.deshecho': CambioTiempo & {
    semana: string;
    pagoId: number;
    creditos: number;
    bonoSemanal: number;
  };
  /** An open timer was handed over to another manager (`encargadoId`, the new one). */
  'tiempo.traspasado': CambioTiempo & { encargadoId: number; encargadoAnteriorId: number | null };
  /** A worker asked to be timed. */
  'peticion.creada': Cambio & { usuarioId: number; peticionId: number };
  /** A timekeeper attended a request: the worker's timer (`tiempoId`) started. */
  'peticion.atendida': Cambio & {
    usuarioId: number;
    actorId: number;
    peticionId: number;
    tiempoId: number;
  };
  /** The worker withdrew their request. */
  'peticion.retirada': Cambio & { usuarioId: number; peticionId: number };
  /** Nobody attended a request in time: the server closed it (no actor). */
  'peticion.caducada': Cambio & { usuarioId: number; peticionId: number };
  /** A confirmed shift was voided (with `motivo`): its pay left the entry, the week was recomputed. */
  'tiempo.anulado': CambioTiempo & {
    /** The confirmed length of the voided shift. */
    segundos: number;
    semana: string;
    pagoId: number;
    motivo: string;
  };
  /** A pay entry was paid: its credits are frozen. */
  'pago.pagado': Cambio & { usuarioId: number; pagoId: number; semana: string; creditos: number };
  /** A person was dismissed: they become a guest and their open timers end. */
  'despido.registrado': Cambio<Con<PuestoNombrado>> & {
    usuarioId: number;
    actorId: number;
    despidoId: number;
  };
  /** A dismissal was undone ("Ingresar" or withdrawn): the person gets this post back. */
  'despido.revertido': Cambio & {
    usuarioId: number;
    actorId: number;
    despidoId: number;
    puesto: Puesto;
  };
  /** A post was sold: the buyer holds the mission from now on. */
  'venta.registrada': Cambio<Estado, Con<PuestoNombrado>> & {
    ventaId: number;
    compradorId: number;
    vendedorId: number;
    puesto: Puesto;
  };
  /** "Pago recibido" of a sale was switched on or off. */
  'venta.cobro': Cambio & { ventaId: number; pagoRecibido: boolean };
  /** A membership was given. */
  'membresia.creada': Cambio & { membresiaId: number };
  /** A membership was removed. */
  'membresia.borrada': Cambio & { membresiaId: number };
  /** An administrator changed a person's mission, rank or level. */
  'usuario.puesto': Cambio<Estado, Con<PuestoNombrado>> & {
    usuarioId: number;
    actorId: number;
    puesto: Puesto;
  };
  /** A name change was approved: the account is renamed. */
  'nombre.aprobado': Cambio<{ nombre: string }, { nombre: string }> & {
    usuarioId: number;
    actorId: number;
    solicitudId: number;
  };
  /** A name change was rejected (with an optional `motivo`): the account keeps its name. */
  'nombre.rechazado': Cambio<Estado, { nombre_pedido: string }> & {
    usuarioId: number;
    actorId: number;
    solicitudId: number;
  };
  /** A person asked to change their name: the administration above them may decide it. */
  'nombre.solicitado': Cambio<{ nombre: string }, { nombre: string }> & {
    usuarioId: number;
    solicitudId: number;
  };
  /** A staff member asked for leave: the administration above them may decide it. */
  'ausencia.solicitada': Cambio & {
    usuarioId: number;
    ausenciaId: number;
    desde: string;
    hasta: string;
  };
  /** A leave request was approved or rejected. */
  'ausencia.decidida': Cambio & {
    usuarioId: number;
    actorId: number;
    ausenciaId: number;
    aprobada: boolean;
    desde: string;
    hasta: string;
  };
  /** A staff member received a warning (`motivo`). */
  'advertencia.recibida': Cambio & { usuarioId: number; actorId: number; advertenciaId: number };
  /** A temporary key was generated for a person (the key itself is never recorded). */
  'clave.generada': Cambio & { usuarioId: number; actorId: number };
  /** A person's known IPs were forgotten. */
  'ip.borrada': Cambio & { usuarioId: number; actorId: number };
  /** An (account, IP) row was flagged allowed or not allowed as a clone. */
  'clon.permitido': Cambio & { usuarioId: number; actorId: number; permitido: boolean };
  /** The owner changed settings. */
  'ajustes.cambiados': Cambio & { actorId: number };
  /** A mission of the catalog was created, changed (its values) or deleted. */
  'mision.creada': Cambio & { actorId: number; misionId: number };
  'mision.cambiada': Cambio & { actorId: number; misionId: number };
  'mision.borrada': Cambio & { actorId: number; misionId: number };
  /** A warning was retired before its 30 days: it stays in the history, inactive. */
  'advertencia.retirada': Cambio & { usuarioId: number; actorId: number; advertenciaId: number };
  /** The administration told a person what the Habbo roster check flagged (`texto`, told as is). */
  'revision.avisada': Cambio & { usuarioId: number; actorId: number; texto: string };
  /** A staff member withdrew their own pending leave request (it is removed). */
  'ausencia.retirada': Cambio & { usuarioId: number; ausenciaId: number };
  /** An account was created: by its person registering, or by an administrator (a guest). */
  'cuenta.registrada': Cambio & { usuarioId: number };
  /** A person set a new password: their own change, or a recovery through Habbo (never the password). */
  'cuenta.clave': Cambio & { usuarioId: number };
  /** A person proved through Habbo that the account is theirs. */
  'cuenta.verificada': Cambio & { usuarioId: number };
  /** A timekeeper proposed a higher mission for someone: the administration above may decide it. */
  'ascenso.propuesto': Cambio & {
    usuarioId: number;
    actorId: number;
    ascensoId: number;
    propuestoPorId: number;
  };
  /** A promotion was approved: the person's post changed too (`usuario.puesto`). */
  'ascenso.aprobado': Cambio<Estado, Con<PuestoNombrado>> & {
    usuarioId: number;
    actorId: number;
    ascensoId: number;
    propuestoPorId: number;
    /** The post the person held before, as named at the proposal. */
    anterior: { rango: string | null; mision: string | null };
  };
  /** A promotion was rejected (`motivo`): the proposer is told. */
  'ascenso.rechazado': Cambio & {
    usuarioId: number;
    actorId: number;
    ascensoId: number;
    propuestoPorId: number;
  };
  /** A training course was created, edited, deleted or archived (levels 0–1). */
  'capacitacion.creada': Cambio & { capacitacionId: number };
  'capacitacion.editada': Cambio & { capacitacionId: number };
  'capacitacion.borrada': Cambio & { capacitacionId: number };
  'capacitacion.archivada': Cambio & { capacitacionId: number };
  /** A person answered a course's exam (`despues`: the score). */
  'capacitacion.examen': Cambio & { capacitacionId: number; usuarioId: number; aprobado: boolean };
  /** A trainer published a slot. */
  'capacitacion.turno': Cambio & { capacitacionId: number; turnoId: number };
  /** A person booked a place in a slot (`instructorId`: its trainer, who is told). */
  'capacitacion.reserva': Cambio & {
    capacitacionId: number;
    turnoId: number;
    usuarioId: number;
    instructorId: number;
  };
  /** A person cancelled their booking. */
  'capacitacion.cancelada': Cambio & {
    capacitacionId: number;
    turnoId: number;
    usuarioId: number;
    instructorId: number;
  };
  /** A trainer recorded one attendee's result in a session (the attendee is told). */
  'capacitacion.resultado': Cambio & {
    capacitacionId: number;
    sesionId: number;
    usuarioId: number;
    aprobado: boolean;
    nota: string | null;
  };
  /** The server reminded a slot's trainer and the people booked, 30 minutes before it. */
  'capacitacion.recordatorio': Cambio<
    Estado,
    { capacitacion: string; inicio: string; instructor: string; reservas: string[] }
  > & { capacitacionId: number; turnoId: number; instructorId: number; reservados: number[] };
  /** Levels 0–1 gave a rank without the course it requires (`sin_capacitacion`). */
  'capacitacion.omitida': Cambio & { capacitacionId: number; usuarioId: number };
  /** The owner changed the weekly schedule of openings. */
  'apertura.horario': Cambio;
  /** A one-off opening was created or a day closed; `avisados`: the managers told of a closing. */
  'apertura.creada': Cambio & { especialId: number; avisados: number[] };
  /** A one-off opening was deleted (`motivo`; its managers are told) or a closed day reopened. */
  'apertura.borrada': Cambio & { especialId: number; avisados: number[] };
  /** A manager was taken off an opening late, or by the administration. */
  'apertura.baja': Cambio & { usuarioId: number };
  /** The server reminded an opening's managers and the subscribed workers of it. */
  'apertura.recordatorio': Cambio<
    Estado,
    { inicio: string; titulo: string | null; encargados: string[] }
  > & { encargados: number[]; suscritos: number[] };
}

export type NombreEvento = keyof EventosDominio;

/** What a module does when another emits an event. */
export type Reaccion<E extends NombreEvento> = (
  tx: Transaccion,
  datos: EventosDominio[E],
) => Promise<void>;

/**
 * The same reaction to many changes of one event at once (a whole pay week paid): one
 * set-based write for all of them instead of one per change.
 */
export type ReaccionLote<E extends NombreEvento> = (
  tx: Transaccion,
  lista: readonly EventosDominio[E][],
) => Promise<void>;

/** What a module does on every event, whatever its name (the audit trail). */
export type ReaccionATodos = (
  tx: Transaccion,
  evento: NombreEvento,
  datos: Cambio,
) => Promise<void>;

/** The reaction to every event for many changes of one event at once. */
export type ReaccionATodosLote = (
  tx: Transaccion,
  evento: NombreEvento,
  lista: readonly Cambio[],
) => Promise<void>;

interface Registrada<U, L> {
  una: U;
  lote?: L;
}

/** The one way modules react to each other's changes, inside the same transaction. */
export class Eventos {
  private readonly reacciones = new Map<
    NombreEvento,
    Registrada<Reaccion<never>, ReaccionLote<never>>[]
  >();
  private readonly aTodos: Registrada<ReaccionATodos, ReaccionATodosLote>[] = [];

  /**
   * Registers a reaction; reactions to one event run in the order they were registered.
   * `lote`, when given, does the same for many changes at once (`emitirVarios`).
   */
  al<E extends NombreEvento>(evento: E, reaccion: Reaccion<E>, lote?: ReaccionLote<E>): void {
    const lista = this.reacciones.get(evento) ?? [];
    lista.push({ una: reaccion as Reaccion<never>, lote: lote as ReaccionLote<never> | undefined });
    this.reacciones.set(evento, lista);
  }

  /**
   * Registers a reaction to every event, run after the reactions to that event. Every
   * event is a `Cambio` (the call in `emitir` does not compile otherwise).
   */
  alCualquiera(reaccion: ReaccionATodos, lote?: ReaccionATodosLote): void {
    this.aTodos.push({ una: reaccion, lote });
  }

  /** Runs every reaction to `evento`, one after another, in the writer's transaction. */
  async emitir<E extends NombreEvento>(
    tx: Transaccion,
    evento: E,
    datos: EventosDominio[E],
  ): Promise<void> {
    for (const { una } of this.reacciones.get(evento) ?? []) {
      await (una as Reaccion<E>)(tx, datos);
    }
    for (const { una } of this.aTodos) await una(tx, evento, datos);
  }

  /**
   * Emits many changes of one event at once: each reaction runs once for the whole list
   * when it has a batch form (one statement for all of them), else once per change; the
   * reactions to every event run after the event's own, as in `emitir`.
   */
  async emitirVarios<E extends NombreEvento>(
    tx: Transaccion,
    evento: E,
    lista: readonly EventosDominio[E][],
  ): Promise<void> {
    if (lista.length === 0) return;
    for (const { una, lote } of this.reacciones.get(evento) ?? []) {
      if (lote) await (lote as ReaccionLote<E>)(tx, lista);
      else for (const datos of lista) await (una as Reaccion<E>)(tx, datos);
    }
    for (const { una, lote } of this.aTodos) {
      if (lote) await lote(tx, evento, lista);
      else for (const datos of lista) await una(tx, evento, datos);
    }
  }
}
