import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Tabs.css';
import { Badge, EmptyState, Group, List, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { GRUPOS_RANGOS, type Area } from '@mchabbo/shared/misiones/catalogo';
import { MisionesTabla } from '@/components/ui/misiones-tabla';
import { useRangos } from '@/features/rangos/api';

/** A work area with its own page. */
export type AreaTrabajo = Exclude<Area, 'direccion'>;

interface InfoArea {
  resumen: string;
  tareas: string[];
}

const INFO: Record<AreaTrabajo, InfoArea> = {
  cocina: {
    resumen:
      'La cocina prepara cada pedido del restaurante. El chef ejecutivo organiza el turno y el resto del equipo cocina, emplata y mantiene la cocina en orden.',
    tareas: [
      'Saluda al chef ejecutivo al llegar y pide tu puesto.',
      'Prepara los pedidos en el orden en que llegan.',
      'Mantén limpia tu zona de trabajo durante todo el turno.',
    ],
  },
  limpieza: {
    resumen:
      'Limpieza y mantenimiento mantienen el restaurante impecable: salas, baños, vajilla y mobiliario. El supervisor de limpieza reparte las zonas.',
    tareas: [
      'Pregunta al supervisor qué zona te toca.',
      'Recoge las mesas en cuanto los clientes se levantan.',
      'Avisa al técnico de mantenimiento si algo está roto.',
    ],
  },
  servicios: {
    resumen:
      'Servicios es la cara del restaurante: recibe a los clientes, los acompaña a su mesa y les sirve. El capitán de meseros coordina la sala.',
    tareas: [
      'Recibe a cada cliente con un saludo y acompáñalo a su mesa.',
      'Toma el pedido y llévalo a cocina sin demora.',
      'Despide a los clientes e invítalos a volver.',
    ],
  },
};

function nombreGrupo(nivel: number) {
  return GRUPOS_RANGOS.find((g) => g.nivel === nivel)?.nombre ?? `Nivel ${nivel}`;
}

function Jerarquia({ area }: { area: AreaTrabajo }) {
  const rangos = useRangos()
    .filter((r) => r.area === area)
    .sort((a, b) => a.nivel - b.nivel);
  return (
    <Stack gap="lg">
      <Text c="dimmed">De mayor a menor rango. Los valores están en créditos.</Text>
      {rangos.map((rango) => (
        <section key={rango.nombre} aria-labelledby={`rango-${rango.nivel}-${area}`}>
          <Group gap="sm" mb="xs">
            <Title order={2} size="h4" id={`rango-${rango.nivel}-${area}`}>
              {rango.nombre}
            </Title>
            <Badge variant="light">{nombreGrupo(rango.nivel)}</Badge>
          </Group>
          <MisionesTabla titulo={rango.nombre} misiones={rango.misiones} />
        </section>
      ))}
    </Stack>
  );
}

/** The Cocina, Limpieza and Servicios pages: basic info, rank hierarchy and videos. */
export function AreaTrabajoTabs({ area }: { area: AreaTrabajo }) {
  const info = INFO[area];
  return (
    <Tabs defaultValue="info" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="info">Información Básica</Tabs.Tab>
        <Tabs.Tab value="jerarquia">Jerarquía de Rangos</Tabs.Tab>
        <Tabs.Tab value="videos">Video Tutoriales</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="info">
        <Stack gap="sm" maw={720}>
          <Text>{info.resumen}</Text>
          <Title order={2} size="h4">
            Durante el turno
          </Title>
          <List spacing={4}>
            {info.tareas.map((t) => (
              <List.Item key={t}>{t}</List.Item>
            ))}
          </List>
        </Stack>
      </Tabs.Panel>
      <Tabs.Panel value="jerarquia">
        <Jerarquia area={area} />
      </Tabs.Panel>
      <Tabs.Panel value="videos">
        <EmptyState
          py="xl"
          title="Aún no hay videos."
          description="Pronto subiremos tutoriales para aprender el trabajo del área."
          icon={<IconVideoOff aria-hidden size={32} />}
          withIndicatorBackground
        />
      </Tabs.Panel>
    </Tabs>
  );
}
