import type { TurnoHistorial } from '@mchabbo/shared/tiempos/historial';
import { MENSAJES_HISTORIAL } from '@mchabbo/shared/tiempos/historial';
import { MotivoDialogo } from '@/components/ui/motivo-dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { useAnular } from '../api';

interface AnularDialogoProps {
  turno: TurnoHistorial | null;
  onCerrar: () => void;
  onAnulado: (mensaje: string) => void;
}

/** "Anular": asks for the reason (1–500 characters) before voiding a confirmed shift. */
export function AnularDialogo({ turno, onCerrar, onAnulado }: AnularDialogoProps) {
  const anular = useAnular();
  const cerrar = () => {
    anular.reset();
    onCerrar();
  };

  return (
    <MotivoDialogo
      key={turno?.id ?? 0}
      opened={turno !== null}
      titulo="Anular turno"
      etiqueta="Motivo"
      obligatorio
      maximo={500}
      mensajeInvalido={MENSAJES_HISTORIAL.motivo}
      confirmar="Anular turno"
      cargando={anular.isPending}
      error={anular.error ? mensajeDeError(anular.error, 'No se pudo anular el turno.') : null}
      onCerrar={cerrar}
      onConfirmar={(motivo) => {
        if (!turno) return;
        anular.mutate({ id: turno.id, motivo }, { onSuccess: (r) => onAnulado(r.message) });
      }}
    >
      {turno
        ? `El turno de ${turno.usuario} (${turno.tiempo}, ${turno.creditos ?? 0} créditos) dejará ` +
          'de contar en su paga y la semana se recalculará.'
        : null}
    </MotivoDialogo>
  );
}
