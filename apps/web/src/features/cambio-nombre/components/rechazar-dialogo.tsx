import {
  MAX_MOTIVO_RECHAZO,
  MENSAJES_CAMBIO_NOMBRE,
  type SolicitudCambioNombre,
} from '@mchabbo/shared/cambio-nombre/contratos';
import { MotivoDialogo } from '@/components/ui/motivo-dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { useRechazarSolicitud } from '../api';

interface RechazarDialogoProps {
  solicitud: SolicitudCambioNombre | null;
  onCerrar: () => void;
  onRechazada: (mensaje: string) => void;
}

/** "Rechazar": confirms the rejection of a request, with an optional reason. */
export function RechazarDialogo({ solicitud, onCerrar, onRechazada }: RechazarDialogoProps) {
  const rechazar = useRechazarSolicitud();
  const cerrar = () => {
    rechazar.reset();
    onCerrar();
  };

  return (
    <MotivoDialogo
      key={solicitud?.id ?? 0}
      opened={solicitud !== null}
      titulo="Rechazar cambio de nombre"
      etiqueta="Motivo (opcional)"
      maximo={MAX_MOTIVO_RECHAZO}
      mensajeInvalido={MENSAJES_CAMBIO_NOMBRE.motivoLargo}
      confirmar="Rechazar solicitud"
      cargando={rechazar.isPending}
      error={
        rechazar.error ? mensajeDeError(rechazar.error, MENSAJES_CAMBIO_NOMBRE.errorEstado) : null
      }
      onCerrar={cerrar}
      onConfirmar={(motivo) => {
        if (!solicitud) return;
        rechazar.mutate(
          { id: solicitud.id, motivo: motivo || undefined },
          { onSuccess: (r) => onRechazada(r?.message || MENSAJES_CAMBIO_NOMBRE.rechazado) },
        );
      }}
    >
      {solicitud
        ? `${solicitud.nameUser} seguirá llamándose así y «${solicitud.newName}» quedará libre. ` +
          'Recibirá una notificación con el motivo, si lo escribes.'
        : null}
    </MotivoDialogo>
  );
}
