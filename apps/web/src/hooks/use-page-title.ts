import { useEffect } from 'react';
import { useAppName } from '@/lib/app-config';

/** Sets the browser tab title: "<page> · <product>", or the product name alone. */
export function usePageTitle(titulo?: string) {
  const appName = useAppName();
  useEffect(() => {
    document.title = titulo ? `${titulo} · ${appName}` : appName;
  }, [titulo, appName]);
}
