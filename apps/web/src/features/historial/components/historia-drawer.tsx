import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Timeline.css';
import { Alert, Drawer, Text, Timeline } from '@mantine/core';
import { DetalleCambio } from '@/components/ui/detalle-cambio';
import { nombreAccion } from '@/lib/describir-cambio';
import { fechaHora } from '@/lib/formato-fecha';
import { useEventosTiempo } from '../api';

interface HistoriaDrawerProps {
  /** The timer whose story is shown; null keeps the drawer closed. */
  id: number | null;
  titulo: string;
  onCerrar: () => void;
}

/** One timer's story, oldest first: who did what and what changed (docs/reglas.md, History and corrections). */
export function HistoriaDrawer({ id, titulo, onCerrar }: HistoriaDrawerProps) {
  const eventos = useEventosTiempo(id);
  return (
    <Drawer
      opened={id !== null}
      onClose={onCerrar}
      title={titulo}
      position="right"
      size="md"
      closeButtonProps={{ 'aria-label': 'Cerrar historia' }}
    >
      {eventos.isPending ? (
        <Text role="status" c="dimmed">
          Cargando la historia...
        </Text>
      ) : eventos.isError ? (
        <Alert color="red" variant="light">
          No se pudo cargar la historia de este tiempo.
        </Alert>
      ) : eventos.data.eventos.length === 0 ? (
        <Text c="dimmed">Este tiempo no tiene cambios registrados.</Text>
      ) : (
        <Timeline active={eventos.data.eventos.length - 1} bulletSize={14} lineWidth={2}>
          {eventos.data.eventos.map((e, i) => (
            <Timeline.Item key={`${e.creado_en}-${i}`} title={nombreAccion(null, e.accion)}>
              <DetalleCambio antes={e.antes} despues={e.despues} motivo={e.motivo} />
              <Text size="xs" c="dimmed">
                {fechaHora(e.creado_en)} · {e.actor ?? 'El sistema'}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Drawer>
  );
}
