import { Alert, Button, Group, Modal, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { TurnoHistorial } from '@mchabbo/shared/tiempos/historial';
import { MENSAJES_HISTORIAL } from '@mchabbo/shared/tiempos/historial';
import { mensajeDeError } from '@/lib/api-client';
import { useAnular } from '../api/anular';

interface AnularDialogoProps {
  turno: TurnoHistorial | null;
  onCerrar: () => void;
  onAnulado: (mensaje: string) => void;
}

/** "Anular": asks for the reason (1–500 characters) before voiding a confirmed shift. */
export function AnularDialogo({ turno, onCerrar, onAnulado }: AnularDialogoProps) {
  const [motivo, setMotivo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const anular = useAnular();

  const cerrar = () => {
    setMotivo('');
    setError(null);
    onCerrar();
  };

  const enviar = () => {
    if (!turno) return;
    const texto = motivo.trim();
    if (texto.length === 0 || texto.length > 500) {
      setError(MENSAJES_HISTORIAL.motivo);
      return;
    }
    anular.mutate(
      { id: turno.id, motivo: texto },
      {
        onSuccess: (r) => {
          setMotivo('');
          setError(null);
          onAnulado(r.message);
        },
        onError: (e) => setError(mensajeDeError(e, 'No se pudo anular el turno.')),
      },
    );
  };

  return (
    <Modal opened={turno !== null} onClose={cerrar} title="Anular turno" centered>
      {turno ? (
        <Text size="sm" mb="md">
          El turno de {turno.usuario} ({turno.tiempo}, {turno.creditos ?? 0} créditos) dejará de
          contar en su paga y la semana se recalculará.
        </Text>
      ) : null}
      <Textarea
        label="Motivo"
        required
        autosize
        minRows={2}
        maxLength={500}
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
        <Button variant="default" onClick={cerrar} disabled={anular.isPending}>
          Cancelar
        </Button>
        <Button color="red" onClick={enviar} loading={anular.isPending}>
          Anular turno
        </Button>
      </Group>
    </Modal>
  );
}
