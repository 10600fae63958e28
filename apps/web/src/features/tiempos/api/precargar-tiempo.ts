import type { QueryClient } from '@tanstack/react-query';
import { tiemposQueryOptions } from './get-tiempos';
import { peticionesQueryOptions } from './peticiones';
import { elegiblesQueryOptions } from '@/lib/elegibles';

/**
 * What the Tiempos page needs besides its own module: its data and the screen's code. A
 * module of its own, small, so the router starts all of it while the page's code is
 * still downloading instead of after it.
 */
export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(tiemposQueryOptions());
  void queryClient.prefetchQuery(peticionesQueryOptions());
  void queryClient.prefetchQuery(elegiblesQueryOptions('tiempo'));
  // The screen's code, which the page module renders below its heading once it has arrived;
  // a failure shows then (the route's error screen).
  import('../components/tiempos-panel').catch(() => {});
  return null;
};
