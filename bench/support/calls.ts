import { BENCH_PASSWORD, BOARD } from './accounts';

/** What a call is judged as: a read, a timer action, or signing in. */
export type CallKind = 'read' | 'action' | 'login';

/** One hot call of the benchmark, the same against the app and the baseline. */
export interface Call {
  name: string;
  kind: CallKind;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Measured again on the small history (growth). */
  growth?: boolean;
  /** Held to the growth budget (screens of current work). */
  growthBudget?: boolean;
}

/** The timer action alternates these two on each running timer. */
export const PAUSE = '/api/tiempos/pausar';
export const RESUME = '/api/tiempos/reanudar';

/** The hot calls, signed in as the board member (timekeeper, administration and staff). */
export const CALLS: Call[] = [
  {
    name: 'tiempos list',
    kind: 'read',
    method: 'GET',
    path: '/api/tiempos/all',
    growth: true,
    growthBudget: true,
  },
  { name: 'timer action', kind: 'action', method: 'POST', path: PAUSE },
  {
    name: 'ranking',
    kind: 'read',
    method: 'GET',
    path: '/api/tiempos/ranking',
    growth: true,
    growthBudget: true,
  },
  {
    name: 'pay list',
    kind: 'read',
    method: 'GET',
    path: '/api/tiempos/calcular-creditos-confirmados',
    growth: true,
    growthBudget: true,
  },
  {
    name: 'shift history',
    kind: 'read',
    method: 'GET',
    path: '/api/tiempos/historial',
    growth: true,
    growthBudget: true,
  },
  {
    name: 'audit trail',
    kind: 'read',
    method: 'GET',
    path: '/api/auditoria',
    growth: true,
    growthBudget: true,
  },
  { name: 'profile', kind: 'read', method: 'GET', path: `/api/user/perfil/${BOARD}`, growth: true },
  { name: 'sales list', kind: 'read', method: 'GET', path: '/api/ventas', growth: true },
  { name: 'users list', kind: 'read', method: 'GET', path: '/api/user/all', growth: true },
  {
    name: 'login',
    kind: 'login',
    method: 'POST',
    path: '/api/user/login',
    body: { nameUser: BOARD, password: BENCH_PASSWORD },
  },
];
