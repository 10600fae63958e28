import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** The outcome of the last action on the screen. */
export interface Aviso {
  tipo: 'exito' | 'error';
  texto: string;
  /** Further lines (the timers a batch could not act on, with why). */
  detalles?: string[];
  /** Confirmations that "Deshacer" may still put back, and for how many seconds. */
  deshacer?: { ids: number[]; segundos: number };
}

interface AvisoAlertaProps {
  aviso: Aviso | null;
  onCerrar: () => void;
  /** Undoes the aviso's confirmations. */
  onDeshacer?: (ids: number[]) => void;
  deshaciendo?: boolean;
}

/** Whether the undo window of an aviso is still open; it closes by itself. */
function useVentana(aviso: Aviso | null) {
  const [vencido, setVencido] = useState<Aviso | null>(null);
  useEffect(() => {
    if (!aviso?.deshacer) return;
    const fin = setTimeout(() => setVencido(aviso), aviso.deshacer.segundos * 1000);
    return () => clearTimeout(fin);
  }, [aviso]);
  return Boolean(aviso?.deshacer?.ids.length) && vencido !== aviso;
}

/**
 * Green status for a success, red alert for a failure; nothing when there is none. A
 * confirmation's notice offers "Deshacer" while its window lasts (docs/reglas.md,
 * Timers 6.17).
 */
export function AvisoAlerta({ aviso, onCerrar, onDeshacer, deshaciendo }: AvisoAlertaProps) {
  const puedeDeshacer = useVentana(aviso);
  if (!aviso) return null;
  return (
    <Alert
      color={aviso.tipo === 'exito' ? 'green' : 'red'}
      variant="light"
      role={aviso.tipo === 'exito' ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel="Cerrar aviso"
      onClose={onCerrar}
      styles={{ closeButton: { width: 44, height: 44 } }}
    >
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 14rem' }}>
          <Text size="sm">{aviso.texto}</Text>
          {aviso.detalles?.map((d) => (
            <Text size="sm" key={d}>
              {d}
            </Text>
          ))}
        </Stack>
        {puedeDeshacer && aviso.deshacer && onDeshacer ? (
          <Button
            variant="white"
            color="green"
            h={44}
            miw={44}
            loading={deshaciendo}
            onClick={() => aviso.deshacer && onDeshacer(aviso.deshacer.ids)}
          >
            Deshacer
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
