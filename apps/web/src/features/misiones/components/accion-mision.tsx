import '@mantine/core/styles/Tooltip.css';
import { Button, Tooltip, VisuallyHidden, type ButtonProps } from '@mantine/core';
import { useId } from 'react';

interface AccionMisionProps extends Pick<ButtonProps, 'color' | 'variant' | 'leftSection'> {
  texto: string;
  /** Accessible name: the action and the mission, e.g. "Eliminar Cocinero". */
  etiqueta: string;
  /** Why the action is not allowed; the button stays focusable to show it. */
  motivo: string | null;
  onClick: () => void;
}

/** A row action; when not allowed it is shown disabled with the reason as a tooltip. */
export function AccionMision({ texto, etiqueta, motivo, onClick, ...props }: AccionMisionProps) {
  const motivoId = useId();
  if (!motivo) {
    return (
      <Button size="sm" h={{ base: 44, sm: 36 }} aria-label={etiqueta} onClick={onClick} {...props}>
        {texto}
      </Button>
    );
  }
  return (
    <>
      <Tooltip
        label={motivo}
        multiline
        w={240}
        withArrow
        events={{ hover: true, focus: true, touch: true }}
      >
        <Button
          size="sm"
          h={{ base: 44, sm: 36 }}
          aria-label={etiqueta}
          aria-disabled
          data-disabled
          aria-describedby={motivoId}
          onClick={(e) => e.preventDefault()}
          {...props}
        >
          {texto}
        </Button>
      </Tooltip>
      <VisuallyHidden id={motivoId}>{motivo}</VisuallyHidden>
    </>
  );
}
