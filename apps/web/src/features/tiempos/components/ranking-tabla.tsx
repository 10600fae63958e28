import '@mantine/core/styles/Table.css';
import { Alert, Badge, Stack, Table, Text } from '@mantine/core';
import { useRanking } from '../api';
import { fechaCorta } from '@/lib/formato-fecha';

/** Position, or a dash for people with no confirmed time this week. */
export const posicionTexto = (posicion: number | null) => (posicion === null ? '—' : `${posicion}`);

/** This pay week's ranking of confirmed time; the caller's own row stands out. */
export function RankingTabla({ nameUser }: { nameUser: string }) {
  const ranking = useRanking();

  if (ranking.isPending) {
    return (
      <Text role="status" c="dimmed">
        Cargando ranking...
      </Text>
    );
  }
  if (ranking.isError) {
    return (
      <Alert color="red" variant="light">
        No se pudo cargar el ranking.
      </Alert>
    );
  }

  const { semana, ranking: filas, mio } = ranking.data;
  const propio = nameUser.toLowerCase();
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Semana del {fechaCorta(semana)} (de lunes a domingo). Tu posición:{' '}
        <strong>{posicionTexto(mio.posicion)}</strong> · tu tiempo esta semana:{' '}
        <strong>{mio.tiempo_semana}</strong>
      </Text>
      {filas.length === 0 ? (
        <Text c="dimmed">Todavía nadie tiene tiempo confirmado.</Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped withTableBorder verticalSpacing="xs" aria-label="Ranking de tiempos">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Puesto</Table.Th>
                <Table.Th scope="col">Trabajador</Table.Th>
                <Table.Th scope="col">Esta semana</Table.Th>
                <Table.Th scope="col">Total</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {filas.map((f) => {
                const esMio = f.usuario.toLowerCase() === propio;
                return (
                  <Table.Tr key={f.usuario} fw={esMio ? 700 : undefined}>
                    <Table.Td>{posicionTexto(f.posicion)}</Table.Td>
                    <Table.Th scope="row" fw={esMio ? 700 : 500}>
                      {f.usuario}{' '}
                      {esMio ? (
                        <Badge size="xs" variant="light">
                          Tú
                        </Badge>
                      ) : null}
                      {f.rango ? (
                        <Text size="xs" c="dimmed" fw={400}>
                          {f.rango}
                        </Text>
                      ) : null}
                    </Table.Th>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{f.tiempo_semana}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{f.tiempo_total}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
