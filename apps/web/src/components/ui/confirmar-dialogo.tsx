import { Text, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Dialogo } from './dialogo';

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
export function ConfirmarDialogo({ children, color = 'red', ...resto }: ConfirmarDialogoProps) {
  return (
    <Dialogo color={color} {...resto}>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Dialogo>
  );
}
