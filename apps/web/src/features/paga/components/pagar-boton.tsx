import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PagoListado } from '@mchabbo/shared/paga/contratos';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { useMarcarPagado } from '../api';
import { horasRequisito, MENSAJES_PAGOS, textoRequisito } from '../utils/pagos';
import { fechaCorta } from '@/lib/formato-fecha';

/** The result of the last payment, shown above the list. */
export interface AvisoPago {
  tipo: 'exito' | 'error';
  texto: string;
}

interface PagarBotonProps {
  pago: PagoListado;
  /** Whether the entry's pay week is still in course (what is confirmed later goes elsewhere). */
  enCurso: boolean;
  onAviso: (aviso: AvisoPago) => void;
}

/**
 * 'Pagar' for one entry: asks first with the person and the credits (docs/reglas.md,
 * Pay 7.14), then reads 'Pagando...' until the list has reloaded.
 */
export function PagarBoton({ pago, enCurso, onAviso }: PagarBotonProps) {
  const [abierto, setAbierto] = useState(false);
  const pagar = useMarcarPagado();
  const horas = horasRequisito(pago);
  return (
    <>
      <Button
        color="green"
        h={44}
        miw={44}
        disabled={pagar.isPending}
        onClick={() => setAbierto(true)}
      >
        {pagar.isPending ? 'Pagando...' : 'Pagar'}
      </Button>
      <ConfirmarDialogo
        opened={abierto}
        titulo={`Pagar ${pago.creditos} créditos a ${pago.usuario}`}
        confirmar="Pagar"
        color="green"
        tactil
        onCerrar={() => setAbierto(false)}
        onConfirmar={() => {
          setAbierto(false);
          pagar.mutate(pago.id, {
            onSuccess: (data) =>
              onAviso({ tipo: 'exito', texto: data?.message || MENSAJES_PAGOS.exito }),
            onError: (error) =>
              onAviso({ tipo: 'error', texto: mensajeDeError(error, MENSAJES_PAGOS.error) }),
          });
        }}
      >
        <Stack gap="xs">
          <Text size="sm">
            Semana del {fechaCorta(pago.semana)} · {pago.turnos}{' '}
            {pago.turnos === 1 ? 'turno' : 'turnos'} · {pago.tiempo}
          </Text>
          <Text size="sm">
            {pago.bono_semanal > 0
              ? `${pago.creditos_turnos} créditos por turnos + ${pago.bono_semanal} de pago semanal.`
              : `${pago.creditos_turnos} créditos por turnos.`}{' '}
            {pago.requisito.necesarios === 0
              ? 'Su misión no tiene pago semanal.'
              : pago.requisito.cumplido
                ? 'Cumple el requisito semanal.'
                : `Requisito semanal: ${textoRequisito(pago)}${horas ? ` ${horas}` : ''}.`}
          </Text>
          {enCurso ? (
            <Alert color="yellow" variant="light">
              La semana aún no ha terminado: lo que {pago.usuario} confirme después irá a otra
              entrada.
            </Alert>
          ) : null}
        </Stack>
      </ConfirmarDialogo>
    </>
  );
}
