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
import { useAprobarSolicitud, useSolicitudes } from '../api';
import { RechazarDialogo } from './rechazar-dialogo';
import { SolicitudItem } from './solicitud-item';

const espera = (s: SolicitudCambioNombre) => Number(s.estado !== 'pendiente');

/** Waiting requests first, then the newest. */
function ordenar(lista: readonly SolicitudCambioNombre[]) {
  return [...lista].sort((a, b) => espera(a) - espera(b) || b.fecha.localeCompare(a.fecha));
}

/**
 * Every name-change request; "Aprobar" asks first, with both names, then renames the
 * account and shows a disabled "Desactivar" with why; "Rechazar" asks for an optional
 * reason and marks it "Rechazada" (docs/reglas.md, Name changes 13.7).
 */
export function SolicitudesLista() {
  const solicitudes = useSolicitudes();
  const aprobar = useAprobarSolicitud();
  // Approving asks first, with the names; more so when Habbo gives the name to another player.
  const [aAprobar, setAAprobar] = useState<SolicitudCambioNombre | null>(null);
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
            onAprobar={() => setAAprobar(s)}
            onRechazar={() => setARechazar(s)}
            aprobando={aprobar.isPending && aprobar.variables === s.id}
          />
        ))}
      </Stack>
      <ConfirmarDialogo
        opened={aAprobar !== null}
        titulo={
          aAprobar?.habbo_coincide === false
            ? 'El nombre no coincide con Habbo'
            : `¿Aprobar el cambio de nombre de ${aAprobar?.nameUser ?? ''}?`
        }
        confirmar={aAprobar?.habbo_coincide === false ? 'Aprobar igualmente' : 'Aprobar'}
        onCerrar={() => setAAprobar(null)}
        onConfirmar={() => {
          if (aAprobar) aprobarSolicitud(aAprobar.id);
          setAAprobar(null);
        }}
      >
        {aAprobar?.habbo_coincide === false
          ? `En Habbo, «${aAprobar.newName}» no es la misma cuenta que verificó ${aAprobar.nameUser}. ¿Aprobar el cambio de nombre de todos modos?`
          : `${aAprobar?.nameUser ?? ''} pasará a llamarse ${aAprobar?.newName ?? ''} al momento: su historial sigue con él y tendrá que volver a entrar con el nombre nuevo.`}
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
