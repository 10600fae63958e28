import { Button, Group } from '@mantine/core';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { useOperarTiempo, type AccionTiempo } from '../api/operar-tiempo';
import type { Aviso } from './aviso';

/** What the buttons do besides their own call; the same for every row. */
export interface TiempoAccionesHandlers {
  onAjustar: (tiempo: TiempoListado) => void;
  onCancelar: (tiempo: TiempoListado) => void;
  onAviso: (aviso: Aviso) => void;
  /** The pointer or the focus reached a button that opens a dialog: its code may load. */
  onPreparar?: () => void;
}

interface TiempoAccionesProps extends TiempoAccionesHandlers {
  tiempo: TiempoListado;
}

/**
 * The buttons of one timer (shown only when the caller may operate it). Each row has
 * its own request state, so several rows can be operated at once.
 */
export function TiempoAcciones({
  tiempo,
  onAjustar,
  onCancelar,
  onAviso,
  onPreparar,
}: TiempoAccionesProps) {
  const operar = useOperarTiempo({
    onSuccess: (data) => onAviso({ tipo: 'exito', texto: data.message }),
    onError: (texto) => onAviso({ tipo: 'error', texto }),
  });
  const ocupado = (accion: AccionTiempo['accion']) =>
    operar.isPending && operar.variables?.accion === accion;
  const hacer = (accion: Exclude<AccionTiempo['accion'], 'ajustar'>) =>
    operar.mutate({ accion, id: tiempo.id });

  return (
    <Group gap={6} wrap="wrap">
      <Button
        size="compact-sm"
        variant="light"
        color={tiempo.pausado ? 'green' : 'blue'}
        loading={ocupado('pausar') || ocupado('reanudar')}
        onClick={() => hacer(tiempo.pausado ? 'reanudar' : 'pausar')}
      >
        {tiempo.pausado ? 'Reanudar' : 'Pausar'}
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color="gray"
        title="Restar 5 minutos"
        loading={ocupado('restar-5')}
        onClick={() => hacer('restar-5')}
      >
        -5
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        color="gray"
        onPointerEnter={onPreparar}
        onFocus={onPreparar}
        onClick={() => onAjustar(tiempo)}
      >
        Ajustar
      </Button>
      <Button
        size="compact-sm"
        variant="filled"
        color="green"
        loading={ocupado('confirmar')}
        onClick={() => hacer('confirmar')}
      >
        Confirmar
      </Button>
      {tiempo.encargado ? (
        <Button
          size="compact-sm"
          variant="light"
          color="gray"
          loading={ocupado('desligar')}
          onClick={() => hacer('desligar')}
        >
          Desligar
        </Button>
      ) : null}
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        onPointerEnter={onPreparar}
        onFocus={onPreparar}
        onClick={() => onCancelar(tiempo)}
      >
        Cancelar
      </Button>
    </Group>
  );
}
