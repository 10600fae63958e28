import type { Preferencias } from '@mchabbo/shared/cuenta/contratos';
import { createLocalStore, useLocalStore } from './local-store';

/** localStorage key of the last known display preferences. */
export const PREFERENCIAS_KEY = 'preferencias';

/** Used until the account's preferences are known: light scheme, full layout. */
export const PREFERENCIAS_POR_DEFECTO: Preferencias = { is_app: false, modo_claro: true };

function parse(value: unknown): Preferencias | null {
  if (typeof value !== 'object' || value === null) return null;
  const { is_app, modo_claro } = value as Record<string, unknown>;
  if (typeof is_app !== 'boolean' || typeof modo_claro !== 'boolean') return null;
  return { is_app, modo_claro };
}

const store = createLocalStore<Preferencias>(PREFERENCIAS_KEY, parse, PREFERENCIAS_POR_DEFECTO);

/** Keeps the account's preferences so the next visit starts with the right scheme and layout. */
export function guardarPreferenciasLocales(preferencias: Preferencias) {
  const actual = store.get();
  if (actual.is_app === preferencias.is_app && actual.modo_claro === preferencias.modo_claro) {
    return;
  }
  store.set({ is_app: preferencias.is_app, modo_claro: preferencias.modo_claro });
}

export function usePreferenciasLocales(): Preferencias {
  return useLocalStore(store);
}
