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

/** The configured product name, or 'McHabbo' when it is missing or blank. */
const nombreDe = (config: AppConfig): string =>
  typeof config.appName === 'string' && config.appName.trim() !== ''
    ? config.appName
    : NOMBRE_POR_DEFECTO;

/**
 * The product name from GET /config, or 'McHabbo' while loading or when it fails. Until
 * the answer the default name stands in as the selected value, so when the server says
 * the same name nothing that shows it draws again (the prerendered landing hydrates with
 * it, docs/desarrollo.md, Prerendered landing).
 */
export function useAppName(): string {
  const { data } = useQuery({
    ...appConfigQueryOptions(),
    select: nombreDe,
    placeholderData: { appName: NOMBRE_POR_DEFECTO },
  });
  return data ?? NOMBRE_POR_DEFECTO;
}
