import { useEffect } from 'react';
import { useAppName } from '@/lib/app-config';
import { ponerTituloDePagina } from '@/lib/titulo';

/**
 * Sets the browser tab title: "<page> — <product>", or the product name alone (after the
 * count of unread notifications, when the bell put one).
 */
export function usePageTitle(titulo?: string) {
  const appName = useAppName();
  useEffect(() => {
    ponerTituloDePagina(titulo, appName);
  }, [titulo, appName]);
}
