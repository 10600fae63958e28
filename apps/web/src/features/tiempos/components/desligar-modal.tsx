import '@mantine/core/styles/Checkbox.css';
import { Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { useDesligarTiempos } from '../api/ligar-desligar';
import { ERRORES_TIEMPOS } from '../utils/mensajes';

interface DesligarModalProps {
  opened: boolean;
  /** The caller's own timers. */
  tiempos: TiempoListado[];
  onCerrar: () => void;
  onHecho: (mensaje: string) => void;
}

/** Unlinks several of the caller's timers at once: they keep running with no manager. */
export function DesligarModal({ opened, tiempos, onCerrar, onHecho }: DesligarModalProps) {
  return (
    <Modal opened={opened} onClose={onCerrar} title="Desligar tiempos específicos" centered>
      <DesligarForm tiempos={tiempos} onCerrar={onCerrar} onHecho={onHecho} />
    </Modal>
  );
}

function DesligarForm({ tiempos, onCerrar, onHecho }: Omit<DesligarModalProps, 'opened'>) {
  const [elegidos, setElegidos] = useState<number[]>([]);
  const desligar = useDesligarTiempos({
    onSuccess: (data) => {
      onHecho(data.message);
      onCerrar();
    },
  });
  // Timers that left the list meanwhile are not sent.
  const vigentes = elegidos.filter((id) => tiempos.some((t) => t.id === id));
  const todos = tiempos.length > 0 && vigentes.length === tiempos.length;

  if (tiempos.length === 0) {
    return (
      <Stack gap="md">
        <Text size="sm">No tienes tiempos a tu cargo.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCerrar}>
            Cerrar
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text size="sm">Los tiempos elegidos siguen corriendo, sin encargado.</Text>
      <Checkbox
        label="Seleccionar todos"
        checked={todos}
        indeterminate={vigentes.length > 0 && !todos}
        onChange={() => setElegidos(todos ? [] : tiempos.map((t) => t.id))}
      />
      <Checkbox.Group
        label="Tus tiempos"
        value={vigentes.map(String)}
        onChange={(valores) => setElegidos(valores.map(Number))}
      >
        <Stack gap="xs" mt="xs">
          {tiempos.map((t) => (
            <Checkbox
              key={t.id}
              value={String(t.id)}
              label={`${t.usuario} · ${t.tiempoTranscurrido}${t.pausado ? ' · pausado' : ''}`}
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <AvisosFormulario
        error={
          desligar.isError && mensajeDeError(desligar.error, ERRORES_TIEMPOS.desligarSeleccionados)
        }
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCerrar} disabled={desligar.isPending}>
          Volver
        </Button>
        <Button
          disabled={vigentes.length === 0}
          loading={desligar.isPending}
          onClick={() => desligar.mutate({ ids: vigentes })}
        >
          Desligar seleccionados
        </Button>
      </Group>
    </Stack>
  );
}
