import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** Product name used until the server says otherwise. */
export const NOMBRE_POR_DEFECTO = 'McHabbo';

interface AppConfig {
  appName: string;
  /** Registering needs a code in the Habbo motto (docs/reglas.md, Habbo identity). */
  verificar_habbo?: boolean;
}

export function getAppConfig({ signal }: { signal?: AbortSignal } = {}): Promise<AppConfig> {
  return api.get<AppConfig>('/config', { signal });
}

export const appConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: getAppConfig,
    staleTime: Infinity,
    retry: false,
  });

/** The product name from GET /config, or 'McHabbo' while loading or when it fails. */
export function useAppName(): string {
  const { data } = useQuery(appConfigQueryOptions());
  const nombre = data?.appName;
  return typeof nombre === 'string' && nombre.trim() !== '' ? nombre : NOMBRE_POR_DEFECTO;
}
