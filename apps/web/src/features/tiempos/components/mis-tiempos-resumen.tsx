import { Alert, Button, Card, Group, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useMisTiempos } from '../api';
import { RankingModal } from './ranking-modal';
import { posicionTexto } from './ranking-tabla';
import { fechaCorta } from '@/lib/formato-fecha';

function Dato({
  etiqueta,
  children,
  detalle,
}: {
  etiqueta: string;
  children: ReactNode;
  detalle?: string;
}) {
  return (
    <Card withBorder padding="md" component="section" aria-label={etiqueta}>
      <Text size="sm" c="dimmed">
        {etiqueta}
      </Text>
      <Text fz={26} fw={700} lh={1.2}>
        {children}
      </Text>
      {detalle ? (
        <Text size="xs" c="dimmed">
          {detalle}
        </Text>
      ) : null}
    </Card>
  );
}

/** The dashboard's summary for staff: own confirmed time, unpaid credits, ranking place. */
export function MisTiemposResumen({ nameUser }: { nameUser: string }) {
  const mios = useMisTiempos();
  const [ranking, setRanking] = useState(false);

  if (mios.isError) {
    return (
      <Alert color="red" variant="light">
        No se pudo cargar tu resumen de tiempos.
      </Alert>
    );
  }
  if (mios.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} aria-busy>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  }

  const d = mios.data;
  return (
    <div>
      <Group justify="space-between" align="center" mb="xs">
        <Text size="sm" c="dimmed">
          Semana de paga del {fechaCorta(d.semana)}
        </Text>
        <Button
          variant="light"
          color="grape"
          size="xs"
          leftSection={<IconTrophy size={14} aria-hidden />}
          onClick={() => setRanking(true)}
        >
          Ver ranking
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Dato etiqueta="Tiempo confirmado esta semana" detalle={`En total: ${d.tiempo_total}`}>
          {d.tiempo_semana}
        </Dato>
        <Dato etiqueta="Créditos por cobrar" detalle="Confirmados y aún sin pagar">
          {d.creditos_pendientes}
        </Dato>
        <Dato
          etiqueta="Posición en el ranking"
          detalle={
            d.posicion === null
              ? 'Sin tiempo confirmado esta semana'
              : `De ${d.participantes} ${d.participantes === 1 ? 'persona' : 'personas'}`
          }
        >
          {posicionTexto(d.posicion)}
        </Dato>
      </SimpleGrid>
      <RankingModal opened={ranking} onCerrar={() => setRanking(false)} nameUser={nameUser} />
    </div>
  );
}
