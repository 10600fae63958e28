import { Alert, type MantineSpacing } from '@mantine/core';

/** The result of the last action of a list: success (a status) or failure (an alert). */
export interface AvisoSimple {
  tipo: 'exito' | 'error';
  texto: string;
}

/** Says a list action's result above the list, until closed; nothing without one. */
export function AvisoCerrable({
  aviso,
  onCerrar,
  mb,
}: {
  aviso: AvisoSimple | null;
  onCerrar: () => void;
  mb?: MantineSpacing;
}) {
  if (!aviso) return null;
  return (
    <Alert
      color={aviso.tipo === 'exito' ? 'green' : 'red'}
      variant="light"
      role={aviso.tipo === 'exito' ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel="Cerrar aviso"
      onClose={onCerrar}
      mb={mb}
    >
      {aviso.texto}
    </Alert>
  );
}
