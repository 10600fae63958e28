import { Alert, Button, Group, Modal, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

/** Touch targets of at least 44×44 CSS px (WCAG 2.5.5), for screens used one-handed. */
const TACTIL = { h: 44, miw: 44 } as const;

interface ConfirmarDialogoProps {
  opened: boolean;
  titulo: string;
  children: ReactNode;
  /** Label of the confirming button, e.g. "Eliminar". */
  confirmar: string;
  onConfirmar: () => void;
  onCerrar: () => void;
  cargando?: boolean;
  /** Why the last attempt failed, shown inside the dialog. */
  error?: string | null;
  /** Colour of the confirming button: red for what destroys, green for what closes well. */
  color?: MantineColor;
  /** Buttons (and the close button) of at least 44×44 px. */
  tactil?: boolean;
}

/** Asks before an action that cannot be taken back; "Cancelar" closes it, the coloured button goes ahead. */
export function ConfirmarDialogo({
  opened,
  titulo,
  children,
  confirmar,
  onConfirmar,
  onCerrar,
  cargando = false,
  error,
  color = 'red',
  tactil = false,
}: ConfirmarDialogoProps) {
  const tamano = tactil ? TACTIL : {};
  return (
    <Modal
      opened={opened}
      onClose={onCerrar}
      title={titulo}
      centered
      closeButtonProps={tactil ? { size: 44, 'aria-label': 'Cerrar' } : undefined}
    >
      <Text size="sm" mb="md" component="div">
        {children}
      </Text>
      {error ? (
        <Alert color="red" variant="light" mb="md">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCerrar} disabled={cargando} {...tamano}>
          Cancelar
        </Button>
        <Button color={color} onClick={onConfirmar} loading={cargando} data-autofocus {...tamano}>
          {confirmar}
        </Button>
      </Group>
    </Modal>
  );
}
