import '@mantine/core/styles/Table.css';
import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import { EstadoTiempo } from './estado-tiempo';
import { RelojTiempo, type BaseReloj } from './reloj-tiempo';

const SIN_ENCARGADO = 'Sin encargado';

interface TiemposListaProps {
  tiempos: TiempoListado[];
  base: BaseReloj;
  /** The buttons of a timer the caller may operate. */
  acciones: (tiempo: TiempoListado) => ReactNode;
}

function Trabajador({ tiempo }: { tiempo: TiempoListado }) {
  return (
    <>
      {tiempo.usuario}
      {(tiempo.mision ?? tiempo.rango) ? (
        <Text size="xs" c="dimmed" fw={400}>
          {tiempo.mision ?? tiempo.rango}
        </Text>
      ) : null}
    </>
  );
}

function Encargado({ tiempo }: { tiempo: TiempoListado }) {
  return (
    tiempo.encargado ?? (
      <Text span c="dimmed" size="sm">
        {SIN_ENCARGADO}
      </Text>
    )
  );
}

/** Open timers: a table on wide screens, one card per timer on phones. */
export function TiemposLista({ tiempos, base, acciones }: TiemposListaProps) {
  const ancho = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  if (!ancho) {
    return (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {tiempos.map((t) => (
          <Card key={t.id} withBorder padding="sm" component="li" aria-label={t.usuario}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text fw={600} component="div" style={{ wordBreak: 'break-word' }}>
                <Trabajador tiempo={t} />
              </Text>
              <EstadoTiempo tiempo={t} />
            </Group>
            <Group justify="space-between" align="baseline" mt={6}>
              <RelojTiempo tiempo={t} base={base} size="xl" />
              <Text size="sm" c="dimmed">
                Pausas: {t.pausas_count}
              </Text>
            </Group>
            <Text size="sm" mt={4}>
              Encargado: <Encargado tiempo={t} />
            </Text>
            {t.puede_operar ? <div style={{ marginTop: 10 }}>{acciones(t)}</div> : null}
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing="xs"
        aria-label="Tiempos abiertos"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Trabajador</Table.Th>
            <Table.Th scope="col">Encargado</Table.Th>
            <Table.Th scope="col">Tiempo</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
            <Table.Th scope="col">Pausas</Table.Th>
            <Table.Th scope="col">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tiempos.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Th scope="row" fw={500}>
                <Trabajador tiempo={t} />
              </Table.Th>
              <Table.Td>
                <Encargado tiempo={t} />
              </Table.Td>
              <Table.Td>
                <RelojTiempo tiempo={t} base={base} />
              </Table.Td>
              <Table.Td>
                <EstadoTiempo tiempo={t} />
              </Table.Td>
              <Table.Td>{t.pausas_count}</Table.Td>
              <Table.Td>{t.puede_operar ? acciones(t) : null}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
