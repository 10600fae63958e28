import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { Dialogo } from '@/components/ui/dialogo';
import { mensajeDeError } from '@/lib/api-client';
import { useDesligarTiempos } from '../api';
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
  const [elegidos, setElegidos] = useState<number[]>([]);
  const desligar = useDesligarTiempos();
  // Timers that left the list meanwhile are not sent.
  const vigentes = elegidos.filter((id) => tiempos.some((t) => t.id === id));
  const todos = tiempos.length > 0 && vigentes.length === tiempos.length;
  const vacio = tiempos.length === 0;

  // Each opening starts with nothing chosen.
  function cerrar() {
    setElegidos([]);
    desligar.reset();
    onCerrar();
  }

  return (
    <Dialogo
      opened={opened}
      onCerrar={cerrar}
      titulo="Desligar tiempos específicos"
      cerrar={vacio ? 'Cerrar' : 'Volver'}
      confirmar={vacio ? undefined : 'Desligar seleccionados'}
      foco="ninguno"
      confirmarDeshabilitado={vigentes.length === 0}
      cargando={desligar.isPending}
      error={
        desligar.isError && mensajeDeError(desligar.error, ERRORES_TIEMPOS.desligarSeleccionados)
      }
      onConfirmar={() =>
        desligar.mutate(
          { ids: vigentes },
          {
            onSuccess: (data) => {
              onHecho(data.message);
              cerrar();
            },
          },
        )
      }
    >
      {vacio ? (
        <Text size="sm">No tienes tiempos a tu cargo.</Text>
      ) : (
        <>
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
        </>
      )}
    </Dialogo>
  );
}
