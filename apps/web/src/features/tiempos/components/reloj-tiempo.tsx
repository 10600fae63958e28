import { Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import type { ListaTiempos } from '../api/get-tiempos';
import { ahoraLatido, suscribirLatido } from '../utils/latido';
import { formatearReloj, segundosEn } from '../utils/reloj';

const sinLatido = () => () => {};

/** Base of the clocks: when the list was read, on the server's clock. */
export type BaseReloj = Pick<ListaTiempos, 'listadoEnMs' | 'desfaseMs'>;

/**
 * A timer's elapsed time, ticking every second while it runs. It follows the server's
 * clock (this browser's time plus the measured offset), so two screens agree.
 */
export function RelojTiempo({
  tiempo,
  base,
  size = 'md',
}: {
  tiempo: TiempoListado;
  base: BaseReloj;
  size?: 'md' | 'xl';
}) {
  const segundos = useSyncExternalStore(tiempo.pausado ? sinLatido : suscribirLatido, () =>
    segundosEn(tiempo, base.listadoEnMs, ahoraLatido() + base.desfaseMs),
  );
  return (
    <Text
      component="span"
      role="timer"
      aria-label="Tiempo transcurrido"
      size={size}
      fw={600}
      c={tiempo.pausado ? 'dimmed' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {formatearReloj(segundos)}
    </Text>
  );
}
