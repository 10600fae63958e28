import '@mantine/core/styles/EmptyState.css';
import { Alert, EmptyState, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import {
  MENSAJES_CAMBIO_NOMBRE,
  type SolicitudCambioNombre,
} from '@mchabbo/shared/cambio-nombre/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { useAprobarSolicitud } from '../api/aprobar-solicitud';
import { useSolicitudes } from '../api/get-solicitudes';
import { SolicitudItem } from './solicitud-item';

/** Waiting requests first, then the newest. */
function ordenar(lista: readonly SolicitudCambioNombre[]) {
  return [...lista].sort(
    (a, b) => Number(a.aprobado) - Number(b.aprobado) || b.fecha.localeCompare(a.fecha),
  );
}

/** Every name-change request; "Aprobar" renames the account, then shows a disabled "Desactivar". */
export function SolicitudesLista() {
  const solicitudes = useSolicitudes();
  const aprobar = useAprobarSolicitud();

  if (solicitudes.isPending) {
    return (
      <Text role="status" c="dimmed">
        Cargando solicitudes...
      </Text>
    );
  }
  if (solicitudes.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {mensajeDeError(solicitudes.error, MENSAJES_CAMBIO_NOMBRE.errorObtener)}
      </Alert>
    );
  }
  if (solicitudes.data.length === 0) {
    return (
      <EmptyState
        py="xl"
        title="Sin solicitudes"
        description="Nadie ha pedido un cambio de nombre todavía."
        icon={<IconInbox aria-hidden size={32} />}
        withIndicatorBackground
      />
    );
  }

  return (
    <Stack gap="md">
      <AvisosFormulario
        error={aprobar.isError && mensajeDeError(aprobar.error, MENSAJES_CAMBIO_NOMBRE.errorEstado)}
        exito={aprobar.isSuccess && (aprobar.data?.message || MENSAJES_CAMBIO_NOMBRE.aprobado)}
      />
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Solicitudes (pendientes primero)"
      >
        {ordenar(solicitudes.data).map((s) => (
          <SolicitudItem
            key={s.id}
            solicitud={s}
            onAprobar={() => aprobar.mutate(s.id)}
            aprobando={aprobar.isPending && aprobar.variables === s.id}
          />
        ))}
      </Stack>
    </Stack>
  );
}
