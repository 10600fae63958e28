import { Alert, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  MAX_MOTIVO_RECHAZO,
  MENSAJES_CAMBIO_NOMBRE,
  type SolicitudCambioNombre,
} from '@mchabbo/shared/cambio-nombre/contratos';
import { mensajeDeError } from '@/lib/api-client';
import { useRechazarSolicitud } from '../api/rechazar-solicitud';

interface RechazarDialogoProps {
  solicitud: SolicitudCambioNombre | null;
  onCerrar: () => void;
  onRechazada: (mensaje: string) => void;
}

/** "Rechazar": confirms the rejection of a request, with an optional reason. */
export function RechazarDialogo({ solicitud, onCerrar, onRechazada }: RechazarDialogoProps) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const rechazar = useRechazarSolicitud();

  const cerrar = () => {
    setMotivo('');
    setError(null);
    onCerrar();
  };

  const enviar = () => {
    if (!solicitud) return;
    const texto = motivo.trim();
    if (texto.length > MAX_MOTIVO_RECHAZO) {
      setError(MENSAJES_CAMBIO_NOMBRE.motivoLargo);
      return;
    }
    rechazar.mutate(
      { id: solicitud.id, motivo: texto || undefined },
      {
        onSuccess: (r) => {
          setMotivo('');
          setError(null);
          onRechazada(r?.message || MENSAJES_CAMBIO_NOMBRE.rechazado);
        },
        onError: (e) => setError(mensajeDeError(e, MENSAJES_CAMBIO_NOMBRE.errorEstado)),
      },
    );
  };

  return (
    <Modal opened={solicitud !== null} onClose={cerrar} title="Rechazar cambio de nombre" centered>
      {solicitud ? (
        <Text size="sm" mb="md">
          {solicitud.nameUser} seguirá llamándose así y «{solicitud.newName}» quedará libre.
          Recibirá una notificación con el motivo, si lo escribes.
        </Text>
      ) : null}
      <Textarea
        label="Motivo (opcional)"
        rows={3}
        maxLength={MAX_MOTIVO_RECHAZO}
        value={motivo}
        onChange={(e) => setMotivo(e.currentTarget.value)}
        data-autofocus
      />
      {error ? (
        <Alert color="red" variant="light" mt="md" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={cerrar} disabled={rechazar.isPending}>
          Cancelar
        </Button>
        <Button color="red" onClick={enviar} loading={rechazar.isPending}>
          Rechazar solicitud
        </Button>
      </Group>
    </Modal>
  );
}
