import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apuntarse,
  borrarEspecial,
  crearEspecial,
  desapuntarse,
  guardarAvisosAperturas,
  guardarHorario,
} from '@mchabbo/shared/aperturas/api';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { llamar } from '@/lib/llamar';
import { clavesPendientes } from '@/features/pendientes/claves';
import { clavesAperturas } from './claves';

/** A write on the openings: the lists and the pending gaps are read again. */
function useMutacionAperturas<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clavesAperturas.todas }),
        queryClient.invalidateQueries({ queryKey: clavesPendientes.todas }),
      ]),
  });
}

/** POST /aperturas/apuntarse */
export const useApuntarse = () =>
  useMutacionAperturas((inicio: string) => llamar(apuntarse, { body: { inicio } }));

/** DELETE /aperturas/apuntarse */
export const useDesapuntarse = () =>
  useMutacionAperturas((inicio: string) => llamar(desapuntarse, { query: { inicio } }));

/** PUT /aperturas/horario (owner) */
export const useGuardarHorario = () =>
  useMutacionAperturas((body: EntradasDe<typeof guardarHorario>['body']) =>
    llamar(guardarHorario, { body }),
  );

/** POST /aperturas/especiales (administration) */
export const useCrearEspecial = () =>
  useMutacionAperturas((body: EntradasDe<typeof crearEspecial>['body']) =>
    llamar(crearEspecial, { body }),
  );

/** DELETE /aperturas/especiales/{id} (administration) */
export const useBorrarEspecial = () =>
  useMutacionAperturas(({ id, motivo }: { id: number; motivo: string }) =>
    llamar(borrarEspecial, { params: { id }, body: { motivo } }),
  );

/** PUT /aperturas/avisos */
export const useGuardarAvisosAperturas = () =>
  useMutacionAperturas((activo: boolean) => llamar(guardarAvisosAperturas, { body: { activo } }));
