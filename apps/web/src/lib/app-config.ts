import { useQuery } from '@tanstack/react-query';
import type { RespuestaDe } from '@mchabbo/shared/comun/endpoint';
import type { leerConfig } from '@mchabbo/shared/publico/api';
import { DIRECCIONES_PUBLICAS } from '@mchabbo/shared/publico/direcciones';
import { opcionesDe } from './llamar';

/** Product name used until the server says otherwise. */
export const NOMBRE_POR_DEFECTO = 'McHabbo';

type AppConfig = RespuestaDe<typeof leerConfig>;

/** GET /config */
export const appConfigQueryOptions = () =>
  opcionesDe<typeof leerConfig>(DIRECCIONES_PUBLICAS.config, {}, ['config'], {
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
    placeholderData: {
      appName: NOMBRE_POR_DEFECTO,
      verificar_habbo: false,
      entrevista_sala: '',
      entrevista_contacto: '',
    },
  });
  return data ?? NOMBRE_POR_DEFECTO;
}
