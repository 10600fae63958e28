import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  advertir,
  listarAdvertencias,
  listarPropuestos,
  retirarAdvertencia,
} from '@mchabbo/shared/advertencias/api';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { llamar } from '@/lib/llamar';
import { clavesAdvertencias } from '../claves';

/** GET /advertencias?usuario=: one person's warnings, newest first. */
export const advertenciasQueryOptions = (usuario: string) =>
  queryOptions({
    queryKey: clavesAdvertencias.de(usuario),
    queryFn: ({ signal }) => llamar(listarAdvertencias, { query: { usuario } }, { signal }),
    select: (data) => data.advertencias,
  });

export function useAdvertencias(usuario: string) {
  return useQuery(advertenciasQueryOptions(usuario));
}

/** GET /advertencias/propuestos: people with as many active warnings as the setting. */
export function usePropuestos() {
  return useQuery({
    queryKey: clavesAdvertencias.propuestos,
    queryFn: ({ signal }) => llamar(listarPropuestos, {}, { signal }),
  });
}

function useMutacionAdvertencias<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clavesAdvertencias.todas }),
  });
}

/** POST /advertencias */
export const useAdvertir = () =>
  useMutacionAdvertencias((body: EntradasDe<typeof advertir>['body']) =>
    llamar(advertir, { body }),
  );

/** DELETE /advertencias/{id}: retire (it stays, inactive). */
export const useRetirarAdvertencia = () =>
  useMutacionAdvertencias((id: number) => llamar(retirarAdvertencia, { params: { id } }));
