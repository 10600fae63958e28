import '@mantine/core/styles/EmptyState.css';
import { Alert, EmptyState, Stack, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import {
  MENSAJES_CAMBIO_NOMBRE,
  type SolicitudCambioNombre,
} from '@mchabbo/shared/cambio-nombre/contratos';
import { useState } from 'react';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { useAprobarSolicitud } from '../api/aprobar-solicitud';
import { useSolicitudes } from '../api/get-solicitudes';
import { RechazarDialogo } from './rechazar-dialogo';
import { SolicitudItem } from './solicitud-item';

const espera = (s: SolicitudCambioNombre) => Number(s.estado !== 'pendiente');

/** Waiting requests first, then the newest. */
function ordenar(lista: readonly SolicitudCambioNombre[]) {
  return [...lista].sort((a, b) => espera(a) - espera(b) || b.fecha.localeCompare(a.fecha));
}

/**
 * Every name-change request; "Aprobar" renames the account, then shows a disabled
 * "Desactivar"; "Rechazar" asks for an optional reason and marks it "Rechazada".
 */
export function SolicitudesLista() {
  const solicitudes = useSolicitudes();
  const aprobar = useAprobarSolicitud();
  // A request whose new name Habbo gives to another player waits for a confirmation.
  const [dudosa, setDudosa] = useState<SolicitudCambioNombre | null>(null);
  const [aRechazar, setARechazar] = useState<SolicitudCambioNombre | null>(null);
  const [rechazada, setRechazada] = useState<string | null>(null);
  const aprobarSolicitud = (id: number) => {
    setRechazada(null);
    aprobar.mutate(id);
  };

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
        exito={
          rechazada ??
          (aprobar.isSuccess && (aprobar.data?.message || MENSAJES_CAMBIO_NOMBRE.aprobado))
        }
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
            onAprobar={() => (s.habbo_coincide === false ? setDudosa(s) : aprobarSolicitud(s.id))}
            onRechazar={() => setARechazar(s)}
            aprobando={aprobar.isPending && aprobar.variables === s.id}
          />
        ))}
      </Stack>
      <ConfirmarDialogo
        opened={dudosa !== null}
        titulo="El nombre no coincide con Habbo"
        confirmar="Aprobar igualmente"
        onCerrar={() => setDudosa(null)}
        onConfirmar={() => {
          if (dudosa) aprobarSolicitud(dudosa.id);
          setDudosa(null);
        }}
      >
        En Habbo, «{dudosa?.newName}» no es la misma cuenta que verificó {dudosa?.nameUser}.
        ¿Aprobar el cambio de nombre de todos modos?
      </ConfirmarDialogo>
      <RechazarDialogo
        solicitud={aRechazar}
        onCerrar={() => setARechazar(null)}
        onRechazada={(mensaje) => {
          aprobar.reset();
          setRechazada(mensaje);
          setARechazar(null);
        }}
      />
    </Stack>
  );
}
