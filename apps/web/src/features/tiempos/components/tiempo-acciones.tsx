import { Button, Group, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { errorDeAccion, useOperarTiempo, type AccionTiempo } from '../api';
import type { Aviso } from './aviso';

/** What the buttons do besides their own call; the same for every row. */
export interface TiempoAccionesHandlers {
  onAjustar: (tiempo: TiempoListado) => void;
  onCancelar: (tiempo: TiempoListado) => void;
  /** Opens the confirmation dialog with the facts. */
  onConfirmar: (tiempo: TiempoListado) => void;
  /** Opens the hand-over picker. */
  onTraspasar: (tiempo: TiempoListado) => void;
  onAviso: (aviso: Aviso) => void;
  /** The pointer or the focus reached a button that opens a dialog: its code may load. */
  onPreparar?: () => void;
}

interface TiempoAccionesProps extends TiempoAccionesHandlers {
  tiempo: TiempoListado;
}

/** A button of at least 44×44 CSS px (docs/reglas.md, Timers 6.21). */
export function BotonTactil({
  children,
  ...props
}: ButtonProps & {
  children: ReactNode;
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  title?: string;
}) {
  return (
    <Button size="sm" h={44} miw={44} px="xs" variant="light" {...props}>
      {children}
    </Button>
  );
}

/**
 * The buttons of one timer (shown only when the caller may operate it). Each row has
 * its own request state, so several rows can be operated at once. They wrap inside a
 * phone's card rather than scroll.
 */
export function TiempoAcciones({
  tiempo,
  onAjustar,
  onCancelar,
  onConfirmar,
  onTraspasar,
  onAviso,
  onPreparar,
}: TiempoAccionesProps) {
  const operar = useOperarTiempo();
  const ocupado = (accion: AccionTiempo['accion']) =>
    operar.isPending && operar.variables?.accion === accion;
  const hacer = (accion: Exclude<AccionTiempo['accion'], 'ajustar'>) =>
    operar.mutate(
      { accion, id: tiempo.id },
      {
        onSuccess: (data) => onAviso({ tipo: 'exito', texto: data.message }),
        onError: (error) => onAviso({ tipo: 'error', texto: errorDeAccion(accion, error) }),
      },
    );

  return (
    <Group gap={6} wrap="wrap">
      <BotonTactil
        color={tiempo.pausado ? 'green' : 'blue'}
        loading={ocupado('pausar') || ocupado('reanudar')}
        onClick={() => hacer(tiempo.pausado ? 'reanudar' : 'pausar')}
      >
        {tiempo.pausado ? 'Reanudar' : 'Pausar'}
      </BotonTactil>
      <BotonTactil
        color="gray"
        title="Restar 5 minutos"
        loading={ocupado('restar-5')}
        onClick={() => hacer('restar-5')}
      >
        -5
      </BotonTactil>
      <BotonTactil
        color="gray"
        onPointerEnter={onPreparar}
        onFocus={onPreparar}
        onClick={() => onAjustar(tiempo)}
      >
        Ajustar
      </BotonTactil>
      <BotonTactil
        variant="filled"
        color="green"
        onPointerEnter={onPreparar}
        onFocus={onPreparar}
        onClick={() => onConfirmar(tiempo)}
      >
        Confirmar
      </BotonTactil>
      <BotonTactil
        color="gray"
        onPointerEnter={onPreparar}
        onFocus={onPreparar}
        onClick={() => onTraspasar(tiempo)}
      >
        Traspasar
      </BotonTactil>
      {tiempo.encargado ? (
        <BotonTactil color="gray" loading={ocupado('desligar')} onClick={() => hacer('desligar')}>
          Desligar
        </BotonTactil>
      ) : null}
      <BotonTactil
        color="red"
        onPointerEnter={onPreparar}
        onFocus={onPreparar}
        onClick={() => onCancelar(tiempo)}
      >
        Cancelar
      </BotonTactil>
    </Group>
  );
}
