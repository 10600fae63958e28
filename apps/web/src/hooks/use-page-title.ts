import { useEffect } from 'react';
import { useAppName } from '@/lib/app-config';

/** The count of unread notifications at the start of the tab's title: "(2) ". */
const CUENTA = /^\((\d+|99\+)\) /;

/**
 * Sets the browser tab title: "<page> — <product>", or the product name alone, after the
 * count of unread notifications the bell put in front ("(2) Tiempos — McHabbo").
 */
export function usePageTitle(titulo?: string) {
  const appName = useAppName();
  useEffect(() => {
    const cuenta = CUENTA.exec(document.title)?.[0] ?? '';
    document.title = `${cuenta}${titulo ? `${titulo} — ${appName}` : appName}`;
  }, [titulo, appName]);
}

/**
 * Puts the bell's count of unread notifications in front of the tab's title, so a
 * manager on another tab sees that something arrived (docs/reglas.md, Notifications
 * 24.3); 0 takes it away.
 */
export function ponerCuentaEnTitulo(sinLeer: number) {
  const base = document.title.replace(CUENTA, '');
  document.title = sinLeer > 0 ? `(${sinLeer > 99 ? '99+' : sinLeer}) ${base}` : base;
}
