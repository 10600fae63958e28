import { Text } from '@mantine/core';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { Dialogo } from '@/components/ui/dialogo';
import { errorDeAccion, useOperarTiempo } from '../api';
import { useUltimoVisto } from '../utils/ultimo-visto';

interface CancelarDialogoProps {
  tiempo: TiempoListado | null;
  onCerrar: () => void;
  onHecho: (mensaje: string) => void;
}

/** Asks before cancelling a timer: its time will not count for pay (docs/reglas.md, Timers). */
export function CancelarDialogo({ tiempo: actual, onCerrar, onHecho }: CancelarDialogoProps) {
  const tiempo = useUltimoVisto(actual);
  const cancelar = useOperarTiempo();

  function cerrar() {
    cancelar.reset();
    onCerrar();
  }

  return (
    <Dialogo
      opened={actual !== null}
      onCerrar={cerrar}
      titulo="¿Cancelar este tiempo?"
      cerrar="Volver"
      foco="cerrar"
      confirmar="Cancelar tiempo"
      color="red"
      cargando={cancelar.isPending}
      error={cancelar.isError && errorDeAccion('cancelar', cancelar.error)}
      onConfirmar={() =>
        actual &&
        cancelar.mutate(
          { accion: 'cancelar', id: actual.id },
          {
            onSuccess: (data) => {
              onHecho(data.message);
              cerrar();
            },
          },
        )
      }
    >
      <Text size="sm">
        El tiempo de <strong>{tiempo?.usuario}</strong> ({tiempo?.tiempoTranscurrido}) se descarta:
        no contará como tiempo confirmado ni para la paga. Queda registrado en el historial.
      </Text>
    </Dialogo>
  );
}
