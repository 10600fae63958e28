import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import { Checkbox, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { BotonTactil } from './tiempo-acciones';

interface SeleccionBarraProps {
  /** How many timers are chosen. */
  total: number;
  /** Whether some chosen timers are running, or paused: which buttons make sense. */
  hayActivos: boolean;
  hayPausados: boolean;
  ocupado: 'pausar' | 'reanudar' | null;
  onPausar: () => void;
  onReanudar: () => void;
  onConfirmar: () => void;
  onQuitar: () => void;
}

/**
 * The bar of the chosen timers (docs/reglas.md, Timers 6.18): "{n} seleccionados" and
 * Pausar, Reanudar and Confirmar for all of them. The screen keeps it at the bottom of the
 * window while the list scrolls, within reach of a thumb.
 */
export function SeleccionBarra({
  total,
  hayActivos,
  hayPausados,
  ocupado,
  onPausar,
  onReanudar,
  onConfirmar,
  onQuitar,
}: SeleccionBarraProps) {
  if (total === 0) return null;
  return (
    <Paper withBorder shadow="md" p="xs" role="region" aria-label="Tiempos seleccionados">
      <Group gap={6} wrap="wrap" justify="space-between">
        <Text fw={600} size="sm" px={4}>
          {total === 1 ? '1 seleccionado' : `${total} seleccionados`}
        </Text>
        <Group gap={6} wrap="wrap">
          <BotonTactil
            color="blue"
            disabled={!hayActivos}
            loading={ocupado === 'pausar'}
            onClick={onPausar}
          >
            Pausar
          </BotonTactil>
          <BotonTactil
            color="green"
            disabled={!hayPausados}
            loading={ocupado === 'reanudar'}
            onClick={onReanudar}
          >
            Reanudar
          </BotonTactil>
          <BotonTactil variant="filled" color="green" onClick={onConfirmar}>
            Confirmar
          </BotonTactil>
          <BotonTactil variant="subtle" color="gray" onClick={onQuitar}>
            Quitar selección
          </BotonTactil>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * A checkbox whose target is 44×44 CSS px (docs/reglas.md, Timers 6.21): the native box
 * fills the whole square, invisible, over Mantine's drawn indicator, so the square is
 * what a finger (and an accessibility checker) finds. The keyboard focus rings the square.
 */
export function CasillaTactil({
  etiqueta,
  checked,
  indeterminate = false,
  onChange,
  visible = false,
}: {
  /** What it selects ("Seleccionar Cocinero1"): read by screen readers, shown when `visible`. */
  etiqueta: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
  visible?: boolean;
}) {
  const [foco, setFoco] = useState(false);
  return (
    <label
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        height: 44,
        flex: 'none',
        cursor: 'pointer',
        borderRadius: 6,
        outline: foco ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: -2,
      }}
    >
      <span
        style={{
          position: 'relative',
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 44,
          height: 44,
        }}
      >
        <input
          type="checkbox"
          aria-label={visible ? undefined : etiqueta}
          checked={checked}
          ref={(el) => {
            if (el) el.indeterminate = indeterminate;
          }}
          onChange={(e) => onChange(e.currentTarget.checked)}
          onFocus={(e) => setFoco(e.currentTarget.matches(':focus-visible'))}
          onBlur={() => setFoco(false)}
          style={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            margin: 0,
            opacity: 0,
            cursor: 'pointer',
          }}
        />
        <Checkbox.Indicator
          size="md"
          checked={checked}
          indeterminate={indeterminate}
          style={{ pointerEvents: 'none' }}
        />
      </span>
      {visible ? (
        <Text size="sm" pr={10}>
          {etiqueta}
        </Text>
      ) : null}
    </label>
  );
}
