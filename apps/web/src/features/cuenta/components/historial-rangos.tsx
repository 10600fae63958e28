import '@mantine/core/styles/Timeline.css';
import { Card, Text, Timeline, Title } from '@mantine/core';
import { fechaHora } from '@/lib/formato-fecha';
import { usePerfil } from '../api';

/**
 * The profile's rank timeline: every change of post, newest first. It reads the profile
 * the card above already loads (its loading and error states are the card's).
 */
export function HistorialRangos({ nameUser }: { nameUser: string }) {
  const { data: perfil } = usePerfil(nameUser);
  if (!perfil) return null;
  const historial = perfil.historial_rangos;
  return (
    <Card withBorder padding="lg" maw={640} component="section" aria-labelledby="historial-titulo">
      <Title order={2} size="h4" id="historial-titulo" mb="md">
        Historial de rangos
      </Title>
      {historial.length === 0 ? (
        <Text c="dimmed">Tu rango no ha cambiado todavía.</Text>
      ) : (
        <Timeline active={0} bulletSize={14} lineWidth={2}>
          {historial.map((h, i) => (
            <Timeline.Item key={`${h.fecha}-${i}`} title={`${h.antes} → ${h.despues}`}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {h.motivo}
              </Text>
              <Text size="xs" c="dimmed">
                {fechaHora(h.fecha)}
                {h.por ? ` · por ${h.por}` : ''}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
