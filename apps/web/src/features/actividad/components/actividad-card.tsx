import { Alert, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PersonaActividad } from '@mchabbo/shared/actividad/contratos';
import { mensajeDeError } from '@/lib/api-client';
import { useActividad } from '../api';

function Lista({
  titulo,
  id,
  personas,
  vacio,
  detalle,
}: {
  titulo: string;
  id: string;
  personas: PersonaActividad[];
  vacio: string;
  detalle: (p: PersonaActividad) => string;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h5" id={id}>
        {titulo} ({personas.length})
      </Title>
      {personas.length === 0 ? (
        <Text size="sm" c="dimmed">
          {vacio}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {personas.map((p) => (
            <Group key={p.usuario} component="li" justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600} style={{ wordBreak: 'break-word' }}>
                {p.usuario}
              </Text>
              <Group gap={4} wrap="nowrap">
                {p.advertencias_activas > 0 ? (
                  <Badge size="xs" color="orange" variant="light">
                    {p.advertencias_activas} adv.
                  </Badge>
                ) : null}
                <Text size="xs" c="dimmed" ta="right">
                  {detalle(p)}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** The dashboard card of the administration: who is inactive and who has not met the week. */
export function ActividadCard() {
  const actividad = useActividad();
  return (
    <Card withBorder padding="lg" aria-labelledby="actividad-titulo" component="section">
      <Title order={2} size="h4" id="actividad-titulo" mb="sm">
        Actividad del personal
      </Title>
      {actividad.isPending ? (
        <Text role="status" c="dimmed">
          Cargando actividad...
        </Text>
      ) : actividad.isError ? (
        <Alert color="red" variant="light" role="alert">
          {mensajeDeError(actividad.error, 'No se pudo cargar la actividad.')}
        </Alert>
      ) : actividad.data.personas.length === 0 ? (
        <Text c="dimmed">No hay personal a tu cargo.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Lista
            titulo="Inactivos"
            id="actividad-inactivos"
            personas={actividad.data.personas.filter((p) => p.inactivo)}
            vacio={`Nadie lleva ${actividad.data.dias_inactividad} días sin turno.`}
            detalle={(p) => `${p.dias_sin_turno} días sin turno`}
          />
          <Lista
            titulo="Sin requisito esta semana"
            id="actividad-requisito"
            personas={actividad.data.personas.filter((p) => !p.requisito_cumplido)}
            vacio="Todos cumplen el requisito de esta semana."
            detalle={(p) => (p.de_ausencia ? 'De ausencia' : `${p.horas_semana} h esta semana`)}
          />
        </SimpleGrid>
      )}
    </Card>
  );
}
