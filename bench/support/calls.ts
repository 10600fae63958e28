import { BENCH_PASSWORD, BOARD } from './accounts';

/**
 * What a call is judged as: a read, a report (a read over weeks of data, with a budget
 * of its own), a write (the timer action, or a shift's confirmation), or signing in.
 */
export type CallKind = 'read' | 'report' | 'action' | 'login';

/** How a write's requests keep doing real work (bench/support/load.ts). */
export type WriteFlow = 'timer' | 'confirm';

/** One hot call of the benchmark, the same against the app and the baseline. */
export interface Call {
  name: string;
  kind: CallKind;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Writes only: how consecutive requests alternate. */
  flow?: WriteFlow;
  /** Public: sent without the session. */
  public?: boolean;
}

/** The timer action alternates these two on each running timer. */
export const PAUSE = '/api/tiempos/pausar';
export const RESUME = '/api/tiempos/reanudar';

/**
 * The confirmation scenario starts a shift for a worker (not measured) and confirms
 * it (measured), so every confirmation closes a timer that is really open.
 */
export const START = '/api/tiempos/log';
export const CONFIRM = '/api/tiempos/confirmar';

/** The hot calls, signed in as the board member (timekeeper, administration and staff). */
export const CALLS: Call[] = [
  {
    name: 'tiempos list',
    kind: 'read',
    method: 'GET',
    path: '/api/tiempos/all',
  },
  { name: 'timer action', kind: 'action', method: 'POST', path: PAUSE, flow: 'timer' },
  {
    name: 'shift confirmation',
    kind: 'action',
    method: 'POST',
    path: CONFIRM,
    flow: 'confirm',
  },
  {
    name: 'ranking',
    kind: 'read',
    method: 'GET',
    path: '/api/tiempos/ranking',
  },
  {
    name: 'pay list',
    kind: 'read',
    method: 'GET',
    path: '/api/tiempos/calcular-creditos-confirmados',
  },
  {
    name: 'shift history',
    kind: 'read',
    method: 'GET',
    path: '/api/tiempos/historial',
  },
  {
    name: 'audit trail',
    kind: 'read',
    method: 'GET',
    path: '/api/auditoria',
  },
  { name: 'leave', kind: 'read', method: 'GET', path: '/api/ausencias' },
  { name: 'activity', kind: 'read', method: 'GET', path: '/api/actividad' },
  { name: 'inbox', kind: 'read', method: 'GET', path: '/api/notificaciones' },
  // The public landing's worker of the week; the dashboard's highlights card reads the
  // same endpoint (apps/web/src/features/publico/api.ts).
  {
    name: 'worker of the week',
    kind: 'read',
    method: 'GET',
    path: '/api/publico/destacados',
    public: true,
  },
  { name: 'profile', kind: 'read', method: 'GET', path: `/api/user/perfil/${BOARD}` },
  { name: 'sales list', kind: 'read', method: 'GET', path: '/api/ventas' },
  { name: 'users list', kind: 'read', method: 'GET', path: '/api/user/all' },
  // The dashboard's pending work, the timekeepers' waiting list and the name search.
  { name: 'pending', kind: 'read', method: 'GET', path: '/api/pendientes' },
  { name: 'time requests', kind: 'read', method: 'GET', path: '/api/tiempos/peticiones' },
  { name: 'user search', kind: 'read', method: 'GET', path: '/api/user/buscar?q=Personal1' },
  // The reports: twelve weeks of charts, and the managers' figures of the current week.
  { name: 'statistics', kind: 'report', method: 'GET', path: '/api/estadisticas' },
  { name: 'managers report', kind: 'report', method: 'GET', path: '/api/encargados/informe' },
  {
    name: 'login',
    kind: 'login',
    method: 'POST',
    path: '/api/user/login',
    body: { nameUser: BOARD, password: BENCH_PASSWORD },
  },
];
