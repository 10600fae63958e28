import { Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { traspasarBody } from '@mchabbo/shared/tiempos/acciones';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { SelectorPersona } from '@/components/ui/selector-persona';
import { mensajeDeError } from '@/lib/api-client';
import { useEncargadosPosibles, useTraspasarTiempo } from '../api';
import { useUltimoVisto } from '../utils/ultimo-visto';

/** The hand-over form's own field, checked with the contract the server applies. */
const traspasoFormulario = traspasarBody.pick({ encargado: true });
const ELIGE = 'Elige a quién traspasar el tiempo.';

interface TraspasarDialogoProps {
  tiempo: TiempoListado | null;
  onCerrar: () => void;
  onHecho: (mensaje: string) => void;
}

/**
 * Traspasar (docs/reglas.md, Timers 6.19): gives an open timer to another timekeeper
 * ranking above its worker; the time is kept and the new manager is told.
 */
export function TraspasarDialogo({ tiempo: actual, onCerrar, onHecho }: TraspasarDialogoProps) {
  const tiempo = useUltimoVisto(actual);
  const encargados = useEncargadosPosibles(actual?.id ?? null);
  const form = useForm({
    initialValues: { encargado: '' },
    validate: schemaResolver(traspasoFormulario, { sync: true }),
  });
  // Closing leaves the dialog empty for the next timer.
  const cerrar = () => {
    form.reset();
    traspasar.reset();
    onCerrar();
  };
  const traspasar = useTraspasarTiempo();

  // The picker's people (docs/reglas.md, Finding people 27.4): name, avatar and rank.
  const opciones = (encargados.data?.encargados ?? []).map((e, id) => ({
    id,
    username: e.usuario,
    nivel: 0,
    rango: e.rango,
    mision: null,
    area: null,
    habbo_avatar_url: null,
    despedido: false,
  }));
  const enviar = form.onSubmit(({ encargado }) => {
    if (!tiempo) return;
    traspasar.mutate(
      { id: tiempo.id, encargado },
      {
        onSuccess: (data) => {
          onHecho(data.message);
          cerrar();
        },
      },
    );
  });

  return (
    <ConfirmarDialogo
      opened={actual !== null}
      titulo={`Traspasar el tiempo de ${tiempo?.usuario ?? ''}`}
      confirmar="Traspasar"
      color="blue"
      tactil
      cargando={traspasar.isPending}
      error={
        traspasar.isError
          ? mensajeDeError(traspasar.error, 'Error al traspasar el tiempo')
          : encargados.isError
            ? 'No se pudo cargar la lista de encargados.'
            : null
      }
      onCerrar={cerrar}
      onConfirmar={() => enviar()}
    >
      <Text size="sm" mb="sm">
        El tiempo ({tiempo?.tiempoTranscurrido}) sigue igual; el nuevo encargado recibe un aviso.
      </Text>
      <form onSubmit={enviar} noValidate aria-label="Traspasar tiempo">
        <SelectorPersona
          label="Nuevo encargado"
          personas={opciones}
          cargando={encargados.isPending}
          placeholder={
            opciones.length === 0 ? 'No hay encargados disponibles' : 'Elige un encargado'
          }
          value={form.values.encargado || null}
          onChange={(v) => form.setFieldValue('encargado', v ?? '')}
          error={form.errors.encargado ? ELIGE : undefined}
          comboboxProps={{ withinPortal: true }}
        />
      </form>
    </ConfirmarDialogo>
  );
}
