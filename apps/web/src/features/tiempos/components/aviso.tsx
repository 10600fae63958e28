import { Alert } from '@mantine/core';

/** The outcome of the last action on the screen. */
export interface Aviso {
  tipo: 'exito' | 'error';
  texto: string;
}

/** Green status for a success, red alert for a failure; nothing when there is none. */
export function AvisoAlerta({ aviso, onCerrar }: { aviso: Aviso | null; onCerrar: () => void }) {
  if (!aviso) return null;
  return (
    <Alert
      color={aviso.tipo === 'exito' ? 'green' : 'red'}
      variant="light"
      role={aviso.tipo === 'exito' ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel="Cerrar aviso"
      onClose={onCerrar}
    >
      {aviso.texto}
    </Alert>
  );
}
