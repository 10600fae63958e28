import { Card, SimpleGrid, Text } from '@mantine/core';

function Total({ etiqueta, valor, detalle }: { etiqueta: string; valor: number; detalle: string }) {
  return (
    <Card withBorder padding="md" component="section" aria-label={etiqueta}>
      <Text size="sm" c="dimmed">
        {etiqueta}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {valor}
      </Text>
      <Text size="xs" c="dimmed">
        {detalle}
      </Text>
    </Card>
  );
}

/** The pay list's totals: unpaid credits and how many people wait for them. */
export function PagosTotales({ creditos, personas }: { creditos: number; personas: number }) {
  return (
    <SimpleGrid cols={2} spacing={{ base: 'xs', sm: 'md' }}>
      <Total
        etiqueta="Créditos sin pagar"
        valor={creditos}
        detalle="Suma de las entradas pendientes"
      />
      <Total
        etiqueta="Personas por pagar"
        valor={personas}
        detalle={personas === 1 ? 'Una persona espera su paga' : 'Personas con paga pendiente'}
      />
    </SimpleGrid>
  );
}
