import { Alert, Text } from '@mantine/core';
import type { MiSolicitud } from '@mchabbo/shared/cambio-nombre/contratos';
import { fechaCorta } from '@/lib/formato-fecha';

/** "Pendiente", "Aprobada" or "Rechazada: {motivo}" (docs/reglas.md, Name changes 13.9). */
export function textoEstado(s: Pick<MiSolicitud, 'estado' | 'motivo_rechazo'>): string {
  if (s.estado === 'pendiente') return 'Pendiente';
  if (s.estado === 'aprobada') return 'Aprobada';
  return s.motivo_rechazo ? `Rechazada: ${s.motivo_rechazo}` : 'Rechazada';
}

const COLOR = { pendiente: 'yellow', aprobada: 'green', rechazada: 'red' } as const;

/** The latest of one's own requests: where it is, and what follows from it. */
export function EstadoSolicitud({ solicitud }: { solicitud: MiSolicitud }) {
  return (
    <Alert
      color={COLOR[solicitud.estado]}
      variant="light"
      role="status"
      title={textoEstado(solicitud)}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        Tu solicitud del {fechaCorta(solicitud.fecha)} para llamarte {solicitud.newName}
        {solicitud.estado === 'pendiente'
          ? ' espera a la administración.'
          : solicitud.estado === 'aprobada'
            ? ' fue aprobada.'
            : ' fue rechazada: puedes pedir otro nombre.'}
      </Text>
    </Alert>
  );
}
