import { Alert, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface MotivoDialogoProps {
  opened: boolean;
  titulo: string;
  /** What the action will do, above the reason. */
  children?: ReactNode;
  /** The reason's label, e.g. "Motivo" or "Motivo (opcional)". */
  etiqueta: string;
  obligatorio?: boolean;
  /** Most characters the reason may have once trimmed. */
  maximo: number;
  /** Shown when the reason is missing (if required) or too long; nothing is sent then. */
  mensajeInvalido: string;
  /** Label of the red confirming button. */
  confirmar: string;
  cargando: boolean;
  /** Why the last attempt failed, shown inside the dialog. */
  error: string | null;
  /** Receives the trimmed reason ('' when an optional one was left empty). */
  onConfirmar: (motivo: string) => void;
  onCerrar: () => void;
}

/**
 * Asks for a reason before an action on someone else's record (voiding a shift,
 * rejecting a request). The reason is checked here first, then by the server. Give it a
 * `key` of the record it acts on, so each opening starts empty.
 */
export function MotivoDialogo({
  opened,
  titulo,
  children,
  etiqueta,
  obligatorio = false,
  maximo,
  mensajeInvalido,
  confirmar,
  cargando,
  error,
  onConfirmar,
  onCerrar,
}: MotivoDialogoProps) {
  const [motivo, setMotivo] = useState('');
  const [invalido, setInvalido] = useState(false);

  const enviar = () => {
    const texto = motivo.trim();
    const valido = texto.length <= maximo && (!obligatorio || texto.length > 0);
    setInvalido(!valido);
    if (valido) onConfirmar(texto);
  };
  const aviso = invalido ? mensajeInvalido : error;

  return (
    <Modal opened={opened} onClose={onCerrar} title={titulo} centered>
      {children ? (
        <Text size="sm" mb="md" component="div">
          {children}
        </Text>
      ) : null}
      <Textarea
        label={etiqueta}
        required={obligatorio}
        rows={3}
        maxLength={maximo}
        value={motivo}
        onChange={(e) => setMotivo(e.currentTarget.value)}
        data-autofocus
      />
      {aviso ? (
        <Alert color="red" variant="light" mt="md" role="alert">
          {aviso}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCerrar} disabled={cargando}>
          Cancelar
        </Button>
        <Button color="red" onClick={enviar} loading={cargando}>
          {confirmar}
        </Button>
      </Group>
    </Modal>
  );
}
