import { Button, Textarea, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { AvisosFormulario, type Aviso } from './avisos-formulario';

/** Most characters a reason may have (the contracts of leaves, dismissals and warnings). */
const MOTIVO_MAXIMO = 500;

interface MotivoYEnvioProps {
  /** The reason's label, e.g. "Motivo". */
  etiqueta: string;
  placeholder?: string;
  /** Lines the reason shows before the person resizes it. */
  filas: number;
  motivo: string;
  onChange: (motivo: string) => void;
  /** Why the reason is refused, under the field. */
  errorMotivo?: ReactNode;
  /** Why sending failed: the server's message, or the form's own fallback. */
  errorEnvio?: Aviso;
  /** The confirmation after a successful send. */
  exito?: Aviso;
  /** Text of the submit button, e.g. "Despedir". */
  enviar: string;
  color?: MantineColor;
  cargando: boolean;
}

/**
 * The end of a form that records something with a reason (a leave, a dismissal, a
 * warning): the required reason, the form's alerts and the submit button.
 */
export function MotivoYEnvio({
  etiqueta,
  placeholder,
  filas,
  motivo,
  onChange,
  errorMotivo,
  errorEnvio,
  exito,
  enviar,
  color,
  cargando,
}: MotivoYEnvioProps) {
  return (
    <>
      <Textarea
        label={etiqueta}
        placeholder={placeholder}
        value={motivo}
        onChange={(e) => onChange(e.currentTarget.value)}
        error={errorMotivo}
        maxLength={MOTIVO_MAXIMO}
        rows={filas}
        resize="vertical"
        withAsterisk
      />
      <AvisosFormulario error={errorEnvio} exito={exito} />
      <Button type="submit" color={color} loading={cargando} style={{ alignSelf: 'flex-start' }}>
        {enviar}
      </Button>
    </>
  );
}
