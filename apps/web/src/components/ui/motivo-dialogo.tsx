import { Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, type ReactNode } from 'react';
import { Dialogo } from './dialogo';

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
  const id = useId();
  const form = useForm({
    initialValues: { motivo: '' },
    // The refusal is said where the server's would be, above the buttons.
    clearInputErrorOnChange: false,
    validate: {
      motivo: (motivo) => {
        const texto = motivo.trim();
        return texto.length <= maximo && (!obligatorio || texto.length > 0)
          ? null
          : mensajeInvalido;
      },
    },
  });
  const enviar = form.onSubmit(({ motivo }) => onConfirmar(motivo.trim()));

  return (
    <Dialogo
      opened={opened}
      onCerrar={onCerrar}
      titulo={titulo}
      confirmar={confirmar}
      color="red"
      formulario={id}
      foco="ninguno"
      cargando={cargando}
      error={form.errors.motivo ?? error}
    >
      <form id={id} onSubmit={enviar} noValidate>
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
          data-autofocus
          {...form.getInputProps('motivo')}
          error={undefined}
        />
      </form>
    </Dialogo>
  );
}
