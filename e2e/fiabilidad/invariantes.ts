import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { filas } from './base';

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** A stored timer, instants as ISO strings (as the history writes them). */
export interface TiempoGuardado {
  id: number;
  usuario_id: number;
  encargado_id: number | null;
  estado: 'activo' | 'pausado' | 'confirmado' | 'cancelado';
  iniciado_en: string;
  pausado_desde: string | null;
  segundos_pausados: number;
  ajuste_segundos: number;
  pausas_count: number;
  olvidado: boolean;
  confirmado_en: string | null;
  confirmado_por: number | null;
  segundos_confirmados: number | null;
  creditos: number | null;
  bono_semanal: number;
  semana: string | null;
  pago_id: number | null;
}

/** A stored history event. */
export interface EventoGuardado {
  id: number;
  tiempo_id: number;
  actor_id: number | null;
  accion: string;
  antes: Record<string, unknown> | null;
  despues: Record<string, unknown>;
  creado_en: string;
}

/** A stored pay entry. */
export interface PagoGuardado {
  id: number;
  usuario_id: number;
  semana: string;
  creditos: number | null;
  pagado: boolean;
  pagado_en: string | null;
  pagado_por: number | null;
}

/** Everything the timer and pay invariants look at. */
export interface Estado {
  tiempos: TiempoGuardado[];
  eventos: EventoGuardado[];
  pagos: PagoGuardado[];
}

const iso = (columna: string) =>
  sql.raw(`to_char(${columna} at time zone 'UTC', '${ISO}') as ${columna}`);

/** Reads every timer, event and pay entry. */
export async function leerEstado(db: Db): Promise<Estado> {
  const tiempos = await filas<TiempoGuardado>(
    db,
    sql`select id, usuario_id, encargado_id, estado, ${iso('iniciado_en')}, ${iso('pausado_desde')},
          segundos_pausados, ajuste_segundos, pausas_count, olvidado, ${iso('confirmado_en')},
          confirmado_por, segundos_confirmados, creditos, bono_semanal, semana::text as semana,
          pago_id
        from tiempos order by id`,
  );
  const eventos = await filas<EventoGuardado>(
    db,
    sql`select id, tiempo_id, actor_id, accion, antes, despues, ${iso('creado_en')}
        from tiempo_eventos order by id`,
  );
  const pagos = await filas<PagoGuardado>(
    db,
    sql`select id, usuario_id, semana::text as semana, creditos, pagado, ${iso('pagado_en')},
          pagado_por
        from pagos order by id`,
  );
  return { tiempos, eventos, pagos };
}

/** The timer fields every history snapshot holds (its `segundos` is derived, left out). */
const CAMPOS = [
  'estado',
  'encargado_id',
  'pausado_desde',
  'segundos_pausados',
  'ajuste_segundos',
  'pausas_count',
  'olvidado',
] as const;

const campos = (o: Record<string, unknown> | null | undefined) =>
  Object.fromEntries(CAMPOS.map((k) => [k, o?.[k]]));

/** The history events of each timer, oldest first. */
export function eventosPorTiempo(estado: Estado): Map<number, EventoGuardado[]> {
  const porTiempo = new Map<number, EventoGuardado[]>();
  for (const e of estado.eventos) {
    const lista = porTiempo.get(e.tiempo_id) ?? [];
    lista.push(e);
    porTiempo.set(e.tiempo_id, lista);
  }
  return porTiempo;
}

/**
 * Everything that would show a half-done or lost change, as readable lines (empty when
 * all holds):
 * - each timer's history starts with 'iniciar' and forms one chain (each event starts
 *   from the state the previous one left), and its last event shows the stored row:
 *   no state change without its event, no event without its state change;
 * - a confirmed timer has exactly one 'confirmar' event, last, by the person stored as
 *   confirming it, and its pay entry (same worker and week, same credits as the event);
 * - an open timer has no confirmation data and a pause exactly when paused; a worker
 *   has at most one open timer;
 * - every pay entry holds at least one shift; a paid one has who and when, and its
 *   frozen credits equal its shifts' (nothing added after payment, nothing lost); an
 *   unpaid one has no frozen amount, and a worker has one unpaid entry per week at most.
 */
export function violaciones(estado: Estado): string[] {
  const fallos: string[] = [];
  const porTiempo = eventosPorTiempo(estado);
  const pagos = new Map(estado.pagos.map((p) => [p.id, p]));
  const abiertosPorUsuario = new Map<number, number>();

  for (const t of estado.tiempos) {
    const ev = porTiempo.get(t.id) ?? [];
    const primero = ev[0];
    const ultimo = ev.at(-1);
    if (!primero || !ultimo) {
      fallos.push(`tiempo ${t.id}: sin historial`);
      continue;
    }
    if (primero.accion !== 'iniciar' || primero.antes !== null) {
      fallos.push(`tiempo ${t.id}: el historial no empieza con 'iniciar'`);
    }
    for (let i = 1; i < ev.length; i++) {
      if (!isDeepStrictEqual(campos(ev[i]?.antes), campos(ev[i - 1]?.despues))) {
        fallos.push(`tiempo ${t.id}: el evento ${ev[i]?.id} no parte del anterior`);
      }
    }
    const fila = campos(t as unknown as Record<string, unknown>);
    if (!isDeepStrictEqual(campos(ultimo.despues), fila)) {
      fallos.push(
        `tiempo ${t.id}: la fila ${JSON.stringify(fila)} no es el último evento ${JSON.stringify(campos(ultimo.despues))}`,
      );
    }
    const confirmaciones = ev.filter((e) => e.accion === 'confirmar');
    const cancelaciones = ev.filter((e) => e.accion === 'cancelar');

    if (t.estado === 'confirmado') {
      if (confirmaciones.length !== 1 || ultimo.accion !== 'confirmar') {
        fallos.push(`tiempo ${t.id}: confirmado con ${confirmaciones.length} eventos 'confirmar'`);
      }
      if (ultimo.actor_id !== t.confirmado_por) {
        fallos.push(`tiempo ${t.id}: confirmado_por no es quien lo confirmó en el historial`);
      }
      const pago = t.pago_id === null ? undefined : pagos.get(t.pago_id);
      if (!pago) fallos.push(`tiempo ${t.id}: confirmado sin entrada de paga`);
      else if (pago.usuario_id !== t.usuario_id || pago.semana !== t.semana) {
        fallos.push(`tiempo ${t.id}: su entrada ${pago.id} es de otra persona o semana`);
      }
      if (
        t.segundos_confirmados === null ||
        t.creditos === null ||
        ultimo.despues.pago_id !== t.pago_id ||
        ultimo.despues.creditos !== t.creditos ||
        ultimo.despues.segundos_confirmados !== t.segundos_confirmados
      ) {
        fallos.push(`tiempo ${t.id}: la confirmación guardada no es la del historial`);
      }
    } else {
      if (confirmaciones.length > 0) fallos.push(`tiempo ${t.id}: evento 'confirmar' sin efecto`);
      if (t.pago_id !== null || t.confirmado_en !== null || t.segundos_confirmados !== null) {
        fallos.push(`tiempo ${t.id}: sin confirmar pero con datos de confirmación`);
      }
    }
    if (t.estado === 'cancelado' ? cancelaciones.length !== 1 : cancelaciones.length > 0) {
      fallos.push(
        `tiempo ${t.id}: ${cancelaciones.length} eventos 'cancelar' en estado ${t.estado}`,
      );
    }
    if (t.estado === 'activo' || t.estado === 'pausado') {
      if ((t.estado === 'pausado') !== (t.pausado_desde !== null)) {
        fallos.push(`tiempo ${t.id}: ${t.estado} con pausado_desde ${t.pausado_desde}`);
      }
      abiertosPorUsuario.set(t.usuario_id, (abiertosPorUsuario.get(t.usuario_id) ?? 0) + 1);
    }
  }
  for (const [usuario, n] of abiertosPorUsuario) {
    if (n > 1) fallos.push(`usuario ${usuario}: ${n} tiempos abiertos`);
  }

  const abiertas = new Map<string, number>();
  for (const p of estado.pagos) {
    const turnos = estado.tiempos.filter((t) => t.pago_id === p.id);
    if (turnos.length === 0) fallos.push(`pago ${p.id}: entrada sin turnos`);
    const suma = turnos.reduce((s, t) => s + (t.creditos ?? 0) + t.bono_semanal, 0);
    if (p.pagado) {
      if (p.pagado_en === null || p.pagado_por === null) {
        fallos.push(`pago ${p.id}: pagado sin quién o cuándo`);
      }
      if (p.creditos !== suma) {
        fallos.push(`pago ${p.id}: pagó ${p.creditos} pero sus turnos suman ${suma}`);
      }
    } else {
      if (p.creditos !== null || p.pagado_por !== null || p.pagado_en !== null) {
        fallos.push(`pago ${p.id}: sin pagar pero con datos de pago`);
      }
      const clave = `${p.usuario_id}/${p.semana}`;
      abiertas.set(clave, (abiertas.get(clave) ?? 0) + 1);
    }
  }
  for (const [clave, n] of abiertas) {
    if (n > 1) fallos.push(`usuario/semana ${clave}: ${n} entradas sin pagar`);
  }
  return fallos;
}
