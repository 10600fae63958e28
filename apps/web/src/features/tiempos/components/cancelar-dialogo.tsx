import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { useOperarTiempo } from '../api/operar-tiempo';
import { useUltimoVisto } from '../utils/ultimo-visto';

interface CancelarDialogoProps {
  tiempo: TiempoListado | null;
  onCerrar: () => void;
  onHecho: (mensaje: string) => void;
}

/** Asks before cancelling a timer: its time will not count for pay (docs/reglas.md, Timers). */
export function CancelarDialogo({ tiempo: actual, onCerrar, onHecho }: CancelarDialogoProps) {
  const tiempo = useUltimoVisto(actual);
  const [error, setError] = useState<string | null>(null);
  const cancelar = useOperarTiempo({
    onSuccess: (data) => {
      onHecho(data.message);
      cerrar();
    },
    onError: (texto) => setError(texto),
  });

  function cerrar() {
    setError(null);
    onCerrar();
  }

  return (
    <Modal opened={actual !== null} onClose={cerrar} title="¿Cancelar este tiempo?" centered>
      <Text size="sm" mb="md">
        El tiempo de <strong>{tiempo?.usuario}</strong> ({tiempo?.tiempoTranscurrido}) se descarta:
        no contará como tiempo confirmado ni para la paga. Queda registrado en el historial.
      </Text>
      {error ? (
        <Alert color="red" variant="light" mb="md">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={cerrar} disabled={cancelar.isPending} data-autofocus>
          Volver
        </Button>
        <Button
          color="red"
          loading={cancelar.isPending}
          onClick={() => actual && cancelar.mutate({ accion: 'cancelar', id: actual.id })}
        >
          Cancelar tiempo
        </Button>
      </Group>
    </Modal>
  );
}
