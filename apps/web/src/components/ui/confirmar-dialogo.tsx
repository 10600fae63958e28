import { Alert, Button, Group, Modal, Text } from '@mantine/core';
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
}

/** Asks before a destructive action; "Cancelar" closes it, the red button goes ahead. */
export function ConfirmarDialogo({
  opened,
  titulo,
  children,
  confirmar,
  onConfirmar,
  onCerrar,
  cargando = false,
  error,
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
        <Button color="red" onClick={onConfirmar} loading={cargando} data-autofocus>
          {confirmar}
        </Button>
      </Group>
    </Modal>
  );
}
