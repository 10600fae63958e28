import type { SessionUser } from '@mchabbo/shared/cuenta/contratos';
import { esMotivoCierre, type MotivoCierre } from '@mchabbo/shared/cuenta/sesion';
import { createLocalStore, useLocalStore, type LocalStore } from './local-store';

/** localStorage key of the bearer token. */
export const TOKEN_KEY = 'access_token';
/** localStorage key of the signed-in user ({nameUser, nivel, rango}). */
export const USER_KEY = 'user';
/**
 * localStorage key set while the user signed in with a temporary key (docs/reglas.md, IPs,
 * clones and keys).
 */
export const CLAVE_TEMPORAL_KEY = 'clave_temporal';
/** localStorage key of why the server ended the last session (docs/reglas.md, Sessions 5.8). */
export const AVISO_CIERRE_KEY = 'aviso_cierre';

/** Why the server ended the session, and the new name after a rename. */
export interface AvisoCierre {
  motivo: MotivoCierre;
  nombre: string | null;
}

// The entry bundle stays free of zod: the stored user is checked by hand.
function parseUser(value: unknown): SessionUser | null {
  if (typeof value !== 'object' || value === null) return null;
  const { nameUser, nivel, rango } = value as Record<string, unknown>;
  if (typeof nameUser !== 'string' || typeof nivel !== 'number' || !Number.isInteger(nivel)) {
    return null;
  }
  if (rango !== null && typeof rango !== 'string') return null;
  return { nameUser, nivel, rango };
}

const userStore = createLocalStore<SessionUser | null>(USER_KEY, parseUser, null);
/** What the landing tells after the server ended the session; cleared by the next sign-in. */
export const avisoCierreStore: LocalStore<AvisoCierre | null> =
  createLocalStore<AvisoCierre | null>(
    AVISO_CIERRE_KEY,
    (value) => {
      if (typeof value !== 'object' || value === null) return null;
      const { motivo, nombre } = value as Record<string, unknown>;
      if (!esMotivoCierre(motivo)) return null;
      return { motivo, nombre: typeof nombre === 'string' ? nombre : null };
    },
    null,
  );

const claveTemporalStore = createLocalStore<boolean>(
  CLAVE_TEMPORAL_KEY,
  (value) => value === true,
  false,
);

export function leerToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function leerUsuarioSesion(): SessionUser | null {
  return userStore.get();
}

/**
 * Stores the token and user returned by login (or by a password change). A fresh
 * session starts without the temporary-key flag; login sets it again when needed.
 */
export function guardarSesion(token: string, user: SessionUser) {
  try {
    window.localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Without storage the session cannot persist; the next guard sends the user home.
  }
  claveTemporalStore.set(null);
  avisoCierreStore.set(null);
  userStore.set(user);
}

/** Forgets the token, the stored user and the temporary-key flag. */
export function borrarSesion() {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored.
  }
  claveTemporalStore.set(null);
  userStore.set(null);
}

/**
 * Marks the session as opened with a temporary key: until the password is changed
 * the server refuses every other call, so every private page sends the user to the
 * password change.
 */
export function marcarClaveTemporal() {
  claveTemporalStore.set(true);
}

/** Whether the signed-in user must still replace a temporary key. */
export function debeCambiarClave(): boolean {
  return claveTemporalStore.get();
}

/** A session is usable when both the token and a well-formed user are stored. */
export function haySesion(): boolean {
  return leerToken() !== null && leerUsuarioSesion() !== null;
}

/** The signed-in user, re-rendering when the session changes. */
export function useUsuarioSesion(): SessionUser | null {
  return useLocalStore(userStore);
}
