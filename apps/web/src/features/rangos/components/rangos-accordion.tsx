import '@mantine/core/styles/Accordion.css';
import { Accordion, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { GRUPOS_RANGOS } from '@mchabbo/shared/misiones/catalogo';
import { MisionesTabla } from '@/components/ui/misiones-tabla';
import { useRangos } from '@/features/rangos/api';

/** The seven rank groups, each with its missions, pays, web access and functions. */
export function RangosAccordion() {
  const rangos = useRangos();
  return (
    <Accordion variant="separated" multiple chevronPosition="right">
      {GRUPOS_RANGOS.map((grupo) => (
        <Accordion.Item key={grupo.nivel} value={String(grupo.nivel)}>
          <Accordion.Control>
            <Group gap="sm" wrap="nowrap" justify="space-between" pr="xs">
              <Text fw={700} size="lg">
                {grupo.nombre}
              </Text>
              <Badge variant="light">Nivel {grupo.nivel}</Badge>
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="md">
              <div>
                <Title order={3} size="h5">
                  Acceso web
                </Title>
                <Text>{grupo.accesoWeb}</Text>
              </div>
              <div>
                <Title order={3} size="h5">
                  Funciones
                </Title>
                <List spacing={4}>
                  {grupo.funciones.map((f) => (
                    <List.Item key={f}>{f}</List.Item>
                  ))}
                </List>
              </div>
              {rangos
                .filter((rango) => rango.nivel === grupo.nivel)
                .map((rango) => (
                  <div key={rango.nombre}>
                    <Title order={3} size="h5" mb="xs">
                      Misiones de {rango.nombre}
                    </Title>
                    <MisionesTabla titulo={rango.nombre} misiones={rango.misiones} />
                  </div>
                ))}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
