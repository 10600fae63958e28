import { Text } from '@mantine/core';
import {
  createContext,
  memo,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import type { ListaTiempos } from '../api';
import { ahoraLatido, suscribirLatido } from '../utils/latido';
import { formatearReloj, segundosEn } from '../utils/reloj';

const sinLatido = () => () => {};

type Contable = Pick<TiempoListado, 'segundos' | 'pausado' | 'iniciado_en'>;

/**
 * What the clocks count from: when the list was read, on the server's clock, and each
 * timer's seconds at that read. Every read of the list changes it; the clocks take it
 * from context, so a new read re-renders only the clocks' text, not the rows around them.
 */
interface BaseReloj {
  listadoEnMs: number;
  desfaseMs: number;
  porId: ReadonlyMap<number, Contable>;
}

const BaseRelojContext = createContext<BaseReloj | null>(null);

/** Gives the clocks below it the list they count from. */
export function BaseRelojProvider({
  lista,
  children,
}: {
  lista: Pick<ListaTiempos, 'tiempos' | 'listadoEnMs' | 'desfaseMs'>;
  children: ReactNode;
}) {
  const base = useMemo<BaseReloj>(
    () => ({
      listadoEnMs: lista.listadoEnMs,
      desfaseMs: lista.desfaseMs,
      porId: new Map(lista.tiempos.map((t) => [t.id, t])),
    }),
    [lista],
  );
  return <BaseRelojContext.Provider value={base}>{children}</BaseRelojContext.Provider>;
}

/**
 * The ticking text alone: on every second (one shared interval for all clocks) React
 * updates this text node and nothing else.
 */
function Transcurrido({ id }: { id: number }) {
  const base = useContext(BaseRelojContext);
  const tiempo = base?.porId.get(id);
  const segundos = useSyncExternalStore(
    tiempo && !tiempo.pausado ? suscribirLatido : sinLatido,
    () =>
      tiempo && base ? segundosEn(tiempo, base.listadoEnMs, ahoraLatido() + base.desfaseMs) : 0,
  );
  return formatearReloj(segundos);
}

/**
 * A timer's elapsed time, ticking every second while it runs. It follows the server's
 * clock (this browser's time plus the measured offset), so two screens agree. Must be
 * inside a BaseRelojProvider holding the timer.
 */
export const RelojTiempo = memo(function RelojTiempo({
  id,
  pausado,
  size = 'md',
}: {
  id: number;
  pausado: boolean;
  size?: 'md' | 'xl';
}) {
  return (
    <Text
      component="span"
      role="timer"
      aria-label="Tiempo transcurrido"
      size={size}
      fw={600}
      c={pausado ? 'dimmed' : undefined}
      style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      <Transcurrido id={id} />
    </Text>
  );
});
