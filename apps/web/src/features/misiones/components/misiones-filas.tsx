import '@mantine/core/styles/Table.css';
import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { Mision } from '@mchabbo/shared/misiones/contratos';
import { textoRequisito } from '@/components/ui/misiones-tabla';

interface MisionesFilasProps {
  misiones: readonly Mision[];
  /** Editar and Eliminar of one mission. */
  acciones: (mision: Mision) => ReactNode;
}

/**
 * The catalog's missions: a table on wide screens, one card per mission on phones, with
 * every value and both actions in view (docs/reglas.md, Access by level 3.13).
 */
export function MisionesFilas({ misiones, acciones }: MisionesFilasProps) {
  const ancho = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  if (!ancho) {
    return (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {misiones.map((m) => (
          <Card key={m.id} withBorder padding="sm" component="li" aria-label={m.mision}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                  {m.mision}
                </Text>
                <Text size="xs" c="dimmed">
                  {m.rango}
                </Text>
              </Stack>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {m.costo} cr
              </Text>
            </Group>
            <Text size="sm" mt={4}>
              Paga {m.pago_1h} / {m.pago_2h} / {m.pago_3h} · semanal {m.pago_semanal} ·{' '}
              {textoRequisito(m)}
            </Text>
            <Text size="xs" c="dimmed">
              {m.asignados === 1 ? '1 persona' : `${m.asignados} personas`} · editada por{' '}
              {m.user?.username ?? '—'}
            </Text>
            <Group gap="xs" mt="xs" justify="flex-end">
              {acciones(m)}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Rango</Table.Th>
            <Table.Th scope="col">Misión</Table.Th>
            <Table.Th scope="col">Costo</Table.Th>
            <Table.Th scope="col">Pago 1h</Table.Th>
            <Table.Th scope="col">Pago 2h</Table.Th>
            <Table.Th scope="col">Pago 3h</Table.Th>
            <Table.Th scope="col">Pago semanal</Table.Th>
            <Table.Th scope="col">Requisito</Table.Th>
            <Table.Th scope="col">Editada por</Table.Th>
            <Table.Th scope="col">Personas</Table.Th>
            <Table.Th scope="col">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {misiones.map((m) => (
            <Table.Tr key={m.id}>
              <Table.Td>{m.rango}</Table.Td>
              <Table.Th scope="row" fw={500}>
                {m.mision}
              </Table.Th>
              <Table.Td>{m.costo}</Table.Td>
              <Table.Td>{m.pago_1h}</Table.Td>
              <Table.Td>{m.pago_2h}</Table.Td>
              <Table.Td>{m.pago_3h}</Table.Td>
              <Table.Td>{m.pago_semanal}</Table.Td>
              <Table.Td>{textoRequisito(m)}</Table.Td>
              <Table.Td>{m.user?.username ?? '—'}</Table.Td>
              <Table.Td>{m.asignados}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {acciones(m)}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
