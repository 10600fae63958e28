import type { QueryClient } from '@tanstack/react-query';
import { tiemposQueryOptions, peticionesQueryOptions } from './api';
import { elegiblesQueryOptions } from '@/features/usuarios/api';
import { trasPrimerPintado } from '@/lib/primer-pintado';

/**
 * What the Tiempos page needs besides its own module: its data and the screen's code. A
 * module of its own, small, so the router starts all of it without waiting for the
 * page's code; on the document's first load, once the heading has painted
 * (lib/primer-pintado.ts).
 */
export const clientLoader = (queryClient: QueryClient) => () => {
  trasPrimerPintado(() => {
    void queryClient.prefetchQuery(tiemposQueryOptions());
    void queryClient.prefetchQuery(peticionesQueryOptions());
    void queryClient.prefetchQuery(elegiblesQueryOptions('tiempo'));
    // The screen's code, which the page module renders below its heading once it has
    // arrived; a failure shows then (the route's error screen).
    import('./components/tiempos-panel').catch(() => {});
  });
  return null;
};
