import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A message to show, or nothing (`false` lets callers write `consulta.isError && '…'`). */
export type Aviso = ReactNode | false | null | undefined;

interface AvisosFormularioProps {
  /** What the form needs (people, missions…) could not be loaded. */
  errorCarga?: Aviso;
  /** Why sending failed: the server's message, or the form's own fallback. */
  error?: Aviso;
  /** The confirmation after a successful send. */
  exito?: Aviso;
}

/**
 * The alerts every form shows under its fields, in this order: data that could not be
 * loaded, a failed send, a success. Errors are announced at once (role "alert"); the
 * success politely (role "status").
 */
export function AvisosFormulario({ errorCarga, error, exito }: AvisosFormularioProps) {
  return (
    <>
      {errorCarga ? (
        <Alert color="red" variant="light" role="alert">
          {errorCarga}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      {exito ? (
        <Alert color="green" variant="light" role="status">
          {exito}
        </Alert>
      ) : null}
    </>
  );
}
