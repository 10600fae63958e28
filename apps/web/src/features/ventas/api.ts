import { useQuery } from '@tanstack/react-query';
import type { EntradasDe } from '@mchabbo/shared/comun/endpoint';
import { alternarPago, crearVenta, listarVentas } from '@mchabbo/shared/ventas/api';
import { llamar, opcionesDe, useMutacion } from '@/lib/llamar';
import { ajustesQueryOptions } from '@/features/ajustes/api';
import { clavesMisiones } from '@/features/misiones/claves';
import { clavesUsuarios } from '@/features/usuarios/claves';
import { clavesVentas } from './claves';

/** GET /ventas: sales, newest first. */
export const ventasQueryOptions = () => opcionesDe(listarVentas, {}, clavesVentas.lista);

export function useVentas() {
  return useQuery(ventasQueryOptions());
}

/** The owner's share in percent; only the owner may read the settings (the settings card's copy). */
export function usePorcentajeDueno(esDueno: boolean): number | undefined {
  const { data } = useQuery({ ...ajustesQueryOptions(), enabled: esDueno });
  return data?.porcentaje_dueno;
}

/** POST /ventas: the buyer gets the mission at once; people and mission holders change too. */
export const useCrearVenta = () =>
  useMutacion((body: EntradasDe<typeof crearVenta>['body']) => llamar(crearVenta, { body }), {
    releer: [clavesVentas.todas, clavesUsuarios.todas, clavesMisiones.todas],
  });

/** PATCH /ventas/{id} (no body): toggles "pago recibido"; the row shows it at once. */
export const useAlternarPago = () =>
  useMutacion((id: number) => llamar(alternarPago, { params: { id } }), {
    guardar: (data, _id, queryClient) => {
      if (data?.venta) {
        queryClient.setQueryData(ventasQueryOptions().queryKey, (ventas) =>
          ventas?.map((v) => (v.id === data.venta.id ? data.venta : v)),
        );
      }
    },
    releer: [clavesVentas.todas],
  });
