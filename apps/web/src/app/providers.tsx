import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { usePreferenciasLocales } from '@/lib/preferences';
import { crearTema, resolverVariables } from './theme';

/** Query cache and Mantine theme; the colour scheme follows the stored preferences. */
export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const { is_app, modo_claro } = usePreferenciasLocales();
  const theme = useMemo(() => crearTema(is_app), [is_app]);

  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider
        theme={theme}
        forceColorScheme={modo_claro ? 'light' : 'dark'}
        cssVariablesResolver={resolverVariables}
      >
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
