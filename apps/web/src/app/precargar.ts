import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** The query options a page reads (any `queryOptions(…)`). */
type Opciones = Parameters<QueryClient['prefetchQuery']>[0];

/**
 * A page's `clientLoader` (routes/app/<pagina>.tsx) that starts downloading the reads
 * its screen shows as the page opens, without waiting for them: the screen shows its
 * own loading state.
 */
export function precargar(...lecturas: Array<() => { queryKey: QueryKey }>) {
  return (queryClient: QueryClient) => () => {
    // Each read's own types stay with its screen; here only its key and fetcher matter.
    for (const opciones of lecturas) void queryClient.prefetchQuery(opciones() as Opciones);
    return null;
  };
}
