import { useSyncExternalStore } from 'react';

/**
 * A JSON value kept in localStorage that components can subscribe to. Changes made in
 * this tab notify subscribers directly; changes from other tabs arrive as `storage` events.
 */
export interface LocalStore<T> {
  get(): T;
  set(value: T | null): void;
  subscribe(listener: () => void): () => void;
}

export function createLocalStore<T>(
  key: string,
  parse: (value: unknown) => T | null,
  fallback: T,
): LocalStore<T> {
  const listeners = new Set<() => void>();
  // Cache by raw text so get() returns a stable reference for useSyncExternalStore.
  let cachedRaw: string | null | undefined;
  let cachedValue: T = fallback;

  function read(): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function get(): T {
    const raw = read();
    if (raw === cachedRaw) return cachedValue;
    cachedRaw = raw;
    cachedValue = fallback;
    if (raw !== null) {
      try {
        cachedValue = parse(JSON.parse(raw)) ?? fallback;
      } catch {
        cachedValue = fallback;
      }
    }
    return cachedValue;
  }

  function set(value: T | null) {
    try {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Storage can be full or blocked (private mode); the app keeps working without it.
    }
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return { get, set, subscribe };
}

/** Subscribes a component to a local store. */
export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
