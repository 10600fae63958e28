import { Button, Group, Modal, Stack, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { AvisosFormulario, type Aviso } from './avisos-formulario';

/** Touch targets of at least 44×44 CSS px (WCAG 2.5.5), for screens used one-handed. */
const TACTIL = { h: 44, miw: 44 } as const;

interface DialogoProps {
  opened: boolean;
  titulo: ReactNode;
  /** Escape, the close button and the closing button all call it. */
  onCerrar: () => void;
  children: ReactNode;
  /** Label of the button that closes without acting, e.g. "Cancelar", "Volver" or "No". */
  cerrar?: string;
  /** Label of the button that goes ahead; without it the dialog only has the closing button. */
  confirmar?: string;
  onConfirmar?: () => void;
  /**
   * The id of a form inside the body: the confirming button submits it, so Enter in a
   * field sends too (the form's own `onSubmit` acts).
   */
  formulario?: string;
  /** Colour of the confirming button: red for what destroys, the theme's for the rest. */
  color?: MantineColor;
  /** While sending: the confirming button spins and neither button can be pressed again. */
  cargando?: boolean;
  /** The confirming button cannot be pressed yet (nothing chosen). */
  confirmarDeshabilitado?: boolean;
  /** Why the last attempt failed, shown above the buttons. */
  error?: Aviso;
  /** Buttons (and the close button) of at least 44×44 px. */
  tactil?: boolean;
  /**
   * Which button takes the focus when the dialog opens; `ninguno` leaves it to a field
   * of the body marked `data-autofocus`.
   */
  foco?: 'cerrar' | 'confirmar' | 'ninguno';
}

/**
 * The one dialog of the panel: a title, the body, the failure of the last attempt, and a
 * row of buttons on the right (closing, then confirming). Escape and the close button
 * close it; while sending, the closing button is disabled and the confirming one spins.
 */
export function Dialogo({
  opened,
  titulo,
  onCerrar,
  children,
  cerrar = 'Cancelar',
  confirmar,
  onConfirmar,
  formulario,
  color,
  cargando = false,
  confirmarDeshabilitado = false,
  error,
  tactil = false,
  foco = 'confirmar',
}: DialogoProps) {
  const tamano = tactil ? TACTIL : {};
  return (
    <Modal
      opened={opened}
      onClose={onCerrar}
      title={titulo}
      centered
      closeButtonProps={tactil ? { size: 44, 'aria-label': 'Cerrar' } : undefined}
    >
      <Stack gap="md">
        {children}
        <AvisosFormulario error={error} />
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={onCerrar}
            disabled={cargando}
            data-autofocus={foco === 'cerrar' || undefined}
            {...tamano}
          >
            {cerrar}
          </Button>
          {confirmar ? (
            <Button
              color={color}
              type={formulario ? 'submit' : 'button'}
              form={formulario}
              onClick={formulario ? undefined : onConfirmar}
              loading={cargando}
              disabled={confirmarDeshabilitado}
              data-autofocus={foco === 'confirmar' || undefined}
              {...tamano}
            >
              {confirmar}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
