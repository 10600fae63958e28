import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { ahoraLatido, suscribirLatido } from '../utils/latido';

/** Confirmations that "Deshacer" may still put back, and until when. */
export interface Deshacibles {
  /** The timers confirmed, in the order they were listed. */
  ids: number[];
  /** The person of each timer, to offer them one by one. */
  personas: Record<number, string>;
  /** When the window closes, on this browser's clock (epoch ms). */
  hasta: number;
}

/** The outcome of the last action on the screen. */
export interface Aviso {
  tipo: 'exito' | 'error';
  texto: string;
  /** Further lines (the timers a batch could not act on, with why). */
  detalles?: string[];
  /** Confirmations that "Deshacer" may still put back. */
  deshacer?: Deshacibles;
}

interface AvisoAlertaProps {
  aviso: Aviso | null;
  onCerrar: () => void;
  /** Undoes these of the aviso's confirmations (all of them, or one person's). */
  onDeshacer?: (ids: number[]) => void;
  deshaciendo?: boolean;
}

const sinReloj = () => () => {};

/**
 * Whether an undo window is still open, and its whole seconds left, on the screen's
 * shared clock, which beats only while the window is open.
 */
function useSegundosRestantes(hasta: number | undefined) {
  const [cerrada, setCerrada] = useState<number | null>(null);
  useEffect(() => {
    if (hasta === undefined) return;
    const fin = setTimeout(() => setCerrada(hasta), Math.max(0, hasta - Date.now()));
    return () => clearTimeout(fin);
  }, [hasta]);
  const abierta = hasta !== undefined && cerrada !== hasta;
  const ahora = useSyncExternalStore(abierta ? suscribirLatido : sinReloj, ahoraLatido);
  return { abierta, restantes: abierta ? Math.max(0, Math.floor((hasta - ahora) / 1000)) : 0 };
}

/**
 * Green status for a success, red alert for a failure; nothing when there is none. A
 * confirmation's notice offers "Deshacer" with the seconds left, and after several at
 * once, each person too (docs/reglas.md, Timers 6.17 and 6.18). It is drawn on a solid
 * card, since the screen keeps it in view at the bottom of the window.
 */
export function AvisoAlerta({ aviso, onCerrar, onDeshacer, deshaciendo }: AvisoAlertaProps) {
  const deshacer = aviso?.deshacer?.ids.length ? aviso.deshacer : undefined;
  const { abierta, restantes } = useSegundosRestantes(deshacer?.hasta);
  if (!aviso) return null;
  const puedeDeshacer = deshacer !== undefined && abierta && onDeshacer !== undefined;
  return (
    <Paper shadow="md" radius="md">
      <Alert
        color={aviso.tipo === 'exito' ? 'green' : 'red'}
        variant="light"
        role={aviso.tipo === 'exito' ? 'status' : 'alert'}
        withCloseButton
        closeButtonLabel="Cerrar aviso"
        onClose={onCerrar}
        styles={{ closeButton: { width: 44, height: 44 } }}
      >
        <Stack gap="xs">
          <Stack gap={2}>
            <Text size="sm">{aviso.texto}</Text>
            {aviso.detalles?.map((d) => (
              <Text size="sm" key={d}>
                {d}
              </Text>
            ))}
          </Stack>
          {puedeDeshacer ? (
            <>
              <Group gap="sm" wrap="wrap">
                <Button
                  variant="white"
                  color="green"
                  h={44}
                  miw={44}
                  loading={deshaciendo}
                  onClick={() => onDeshacer(deshacer.ids)}
                >
                  Deshacer
                </Button>
                {/* Not read out every second: the notice is a live region. */}
                <Text size="sm" c="dimmed" aria-live="off" data-testid="deshacer-restante">
                  Quedan {restantes} s
                </Text>
              </Group>
              {deshacer.ids.length > 1 ? (
                <Group gap={6} wrap="wrap" aria-label="Deshacer solo a una persona" role="group">
                  <Text size="sm">O solo a:</Text>
                  {deshacer.ids.map((id) => (
                    <Button
                      key={id}
                      variant="default"
                      size="sm"
                      h={44}
                      miw={44}
                      disabled={deshaciendo}
                      aria-label={`Deshacer ${deshacer.personas[id] ?? `#${id}`}`}
                      onClick={() => onDeshacer([id])}
                    >
                      {deshacer.personas[id] ?? `#${id}`}
                    </Button>
                  ))}
                </Group>
              ) : null}
            </>
          ) : null}
        </Stack>
      </Alert>
    </Paper>
  );
}
