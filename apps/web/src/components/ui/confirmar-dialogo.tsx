import { Alert, Button, Group, Modal, Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';

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
  /** Colour of the confirming button: red for destructive actions (the default), green for paying. */
  color?: MantineColor;
}

/** Asks before a destructive or irreversible action; "Cancelar" closes it, the coloured button goes ahead. */
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
}: ConfirmarDialogoProps) {
  return (
    <Modal opened={opened} onClose={onCerrar} title={titulo} centered>
      <Text size="sm" mb="md" component="div">
        {children}
      </Text>
      {error ? (
        <Alert color="red" variant="light" mb="md">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCerrar} disabled={cargando}>
          Cancelar
        </Button>
        <Button color={color} onClick={onConfirmar} loading={cargando} data-autofocus>
          {confirmar}
        </Button>
      </Group>
    </Modal>
  );
}
