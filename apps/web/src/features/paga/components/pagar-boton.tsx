import { Button } from '@mantine/core';
import type { PagoListado } from '@mchabbo/shared/paga/contratos';
import { mensajeDeError } from '@/lib/api-client';
import { useMarcarPagado } from '../api/marcar-pagado';
import { MENSAJES_PAGOS } from '../utils/pagos';

/** The result of the last payment, shown above the list. */
export interface AvisoPago {
  tipo: 'exito' | 'error';
  texto: string;
}

/** 'Pagar' for one entry; reads 'Pagando...' until the list has reloaded. */
export function PagarBoton({
  pago,
  onAviso,
}: {
  pago: PagoListado;
  onAviso: (aviso: AvisoPago) => void;
}) {
  const pagar = useMarcarPagado({
    onSuccess: (data) => onAviso({ tipo: 'exito', texto: data?.message || MENSAJES_PAGOS.exito }),
    onError: (error) =>
      onAviso({ tipo: 'error', texto: mensajeDeError(error, MENSAJES_PAGOS.error) }),
  });
  return (
    <Button
      size="compact-sm"
      color="green"
      disabled={pagar.isPending}
      onClick={() => pagar.mutate(pago.id)}
    >
      {pagar.isPending ? 'Pagando...' : 'Pagar'}
    </Button>
  );
}
