import { Alert, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { mensajeDeError } from '@/lib/api-client';
import { useDestacados } from '../api';
import { TarjetaTrabajador } from './trabajador-semana';

/** The dashboard's highlights: the worker of the week and the timekeepers who confirmed most. */
export function DestacadosCard() {
  const destacados = useDestacados();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="destacados-titulo">
      <Title order={2} size="h4" id="destacados-titulo" mb="sm">
        Destacados de la semana
      </Title>
      {destacados.isPending ? (
        <Text role="status" c="dimmed">
          Cargando destacados...
        </Text>
      ) : destacados.isError ? (
        <Alert color="red" variant="light" role="alert">
          {mensajeDeError(destacados.error, 'No se pudieron cargar los destacados.')}
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs">
            <Title order={3} size="h5">
              Trabajador de la semana
            </Title>
            <TarjetaTrabajador destacados={destacados.data} />
          </Stack>
          <Stack gap="xs" component="section" aria-labelledby="cronometradores-titulo">
            <Title order={3} size="h5" id="cronometradores-titulo">
              Cronometradores que más turnos confirmaron
            </Title>
            {destacados.data.cronometradores.length === 0 ? (
              <Text size="sm" c="dimmed">
                Nadie confirmó turnos esa semana.
              </Text>
            ) : (
              <Stack gap={4} component="ol" style={{ paddingLeft: 20, margin: 0 }}>
                {destacados.data.cronometradores.map((c) => (
                  <li key={c.nameUser}>
                    <Group justify="space-between" wrap="nowrap">
                      <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                        {c.nameUser}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {c.turnos} {c.turnos === 1 ? 'turno' : 'turnos'}
                      </Text>
                    </Group>
                  </li>
                ))}
              </Stack>
            )}
          </Stack>
        </SimpleGrid>
      )}
    </Card>
  );
}
