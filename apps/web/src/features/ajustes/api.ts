import { useQuery } from '@tanstack/react-query';
import { guardarAjustes, obtenerAjustes, probarDiscord } from '@mchabbo/shared/ajustes/api';
import type { AjustesVista } from '@mchabbo/shared/ajustes/contratos';
import type { EntradasDe, RespuestaDe } from '@mchabbo/shared/comun/endpoint';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { clavesAjustes } from './claves';

/** GET /ajustes: the owner's settings (owner only); the sales form reads the same copy. */
export const ajustesQueryOptions = () => opcionesDe(obtenerAjustes, {}, clavesAjustes.valores);

export function useAjustes() {
  return useQuery(ajustesQueryOptions());
}

/**
 * PATCH /ajustes with any subset of the settings (and the Discord webhook). The answer
 * holds the stored values: it replaces the cached settings directly.
 */
export const useGuardarAjustes = () =>
  useMutacion(
    (body: EntradasDe<typeof guardarAjustes>['body']) => llamar(guardarAjustes, { body }),
    {
      guardar: (data, _body, queryClient) => {
        const ajustes: Partial<RespuestaDe<typeof guardarAjustes>> = { ...data };
        delete ajustes.message;
        queryClient.setQueryData(ajustesQueryOptions().queryKey, ajustes as AjustesVista);
      },
    },
  );

/** POST /ajustes/discord/prueba: a test message to the stored webhook, and what Discord said. */
export const useProbarDiscord = () => useMutacion(() => llamar(probarDiscord, {}));
