import { Alert, Container } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { avisoDeCierre } from '@mchabbo/shared/cuenta/sesion';
import { avisoCierreStore } from '@/lib/sesion';

const sinAviso = () => null;

/**
 * On the landing, why the server ended the last session ("Tu nombre cambió a Ana: entra
 * con él.", docs/reglas.md, Sessions 5.8), until it is closed or the person signs in. The
 * prerendered landing has no aviso: it shows once the page has hydrated.
 */
export function AvisoCierre() {
  const aviso = useSyncExternalStore(avisoCierreStore.subscribe, avisoCierreStore.get, sinAviso);
  if (!aviso) return null;
  return (
    <Container size="lg" pt="md">
      <Alert
        color={aviso.motivo === 'despido' ? 'red' : 'yellow'}
        variant="light"
        role="status"
        withCloseButton
        closeButtonLabel="Cerrar aviso"
        onClose={() => avisoCierreStore.set(null)}
      >
        {avisoDeCierre(aviso.motivo, aviso.nombre)}
      </Alert>
    </Container>
  );
}
