import { paths } from '@/config/paths';
import { esMotivoCierre, MENSAJE_CLAVE_TEMPORAL } from '@mchabbo/shared/cuenta/sesion';
import { avisoCierreStore, borrarSesion, leerToken, marcarClaveTemporal } from './sesion';

/** An HTTP failure; `serverMessage` is the Spanish `message` the API sent, if any. */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  /** The answer's JSON body, for refusals that carry more than a message. */
  readonly cuerpo: unknown;

  constructor(status: number, serverMessage: string | undefined, cuerpo?: unknown) {
    super(serverMessage ?? `Error HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.cuerpo = cuerpo;
  }
}

/** Whether a refusal asks to be confirmed and sent again (a sale that lowers a rank). */
export function pideConfirmacion(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    typeof error.cuerpo === 'object' &&
    error.cuerpo !== null &&
    (error.cuerpo as { requiere_confirmacion?: unknown }).requiere_confirmacion === true
  );
}

/** Status used for requests that never reached the server. */
export const SIN_CONEXION = 0;

/** What the user should read: the server's message when it sent one, else the fallback. */
export function mensajeDeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A 401 normally means the session ended: it is cleared and the user sent home. Calls
   * whose 401 means "wrong credentials" (login, current password) opt out.
   */
  endSessionOn401?: boolean;
}

export const API_URL = (import.meta.env.VITE_API_URL ?? '/api').replace(/\/$/, '');

function messageOf(payload: unknown): string | undefined {
  if (typeof payload === 'object' && payload !== null && 'message' in payload) {
    const { message } = payload as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/** Ends the session the server refused, keeping why for the landing to say (Sessions 5.8). */
function endSession(payload: unknown) {
  borrarSesion();
  const { motivo, nombre } = (typeof payload === 'object' && payload !== null ? payload : {}) as {
    motivo?: unknown;
    nombre?: unknown;
  };
  if (esMotivoCierre(motivo)) {
    avisoCierreStore.set({ motivo, nombre: typeof nombre === 'string' ? nombre : null });
  }
  if (window.location.pathname !== paths.home.path) window.location.assign(paths.home.getHref());
}

/** Calls the JSON API and returns the parsed body; throws ApiError on any failure. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, endSessionOn401 = true } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = leerToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_URL}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(SIN_CONEXION, undefined);
  }

  const text = await response.text();
  let payload: unknown;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
  }

  if (!response.ok) {
    // Only the session that was refused is ended: once a first 401 has ended it (the
    // page's other calls answer 401 too) or a newer sign-in has replaced it, a late 401
    // must not start the way home again, which would restart a navigation under way.
    if (response.status === 401 && endSessionOn401 && token && leerToken() === token) {
      endSession(payload);
    }
    // The server still holds a temporary key for this account (e.g. the flag was lost
    // with another tab's storage): send the user to choose a new password.
    if (response.status === 403 && messageOf(payload) === MENSAJE_CLAVE_TEMPORAL) {
      marcarClaveTemporal();
      if (window.location.pathname !== '/clave-temporal') window.location.assign('/clave-temporal');
    }
    throw new ApiError(response.status, messageOf(payload), payload);
  }
  return payload as T;
}
