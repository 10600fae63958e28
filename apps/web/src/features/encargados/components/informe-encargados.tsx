import '@mantine/core/styles/EmptyState.css';
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconFlag, IconReportSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  CIFRAS_INFORME,
  NOMBRES_CIFRAS,
  type CifraInforme,
  type Informe,
} from '@mchabbo/shared/encargados/contratos';
import { EsperaDePagina } from '@/components/layouts/espera-de-pagina';
import { mensajeDeError } from '@/lib/api-client';
import { fechaCorta } from '@/lib/formato-fecha';
import { useInforme } from '../api';

const DIA = 86_400_000;
const mover = (lunes: string, semanas: number) =>
  new Date(Date.parse(`${lunes}T00:00:00Z`) + semanas * 7 * DIA).toISOString().slice(0, 10);
/** The Monday of the week a calendar day falls in. */
const lunesDe = (dia: string) => {
  const fecha = new Date(`${dia}T00:00:00Z`);
  return new Date(fecha.getTime() - ((fecha.getUTCDay() + 6) % 7) * DIA).toISOString().slice(0, 10);
};
/** The Sunday of the week starting on `lunes`. */
const domingo = (lunes: string) =>
  new Date(Date.parse(`${lunes}T00:00:00Z`) + 6 * DIA).toISOString().slice(0, 10);
const numero = (v: number) => v.toLocaleString('es-ES');

type Fila = Informe['encargados'][number];

function TarjetaEncargado({ fila, medianas }: { fila: Fila; medianas: Informe['medianas'] }) {
  const marcadas = new Set<CifraInforme>(fila.marcas);
  return (
    <Card
      withBorder
      padding="md"
      component="article"
      aria-label={`Cifras de ${fila.usuario}`}
      data-testid="encargado"
      style={marcadas.size ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {fila.usuario}
          </Text>
          <Text size="xs" c="dimmed">
            {fila.rango ?? 'Sin rango'}
          </Text>
        </div>
        {marcadas.size ? (
          <Badge color="red" leftSection={<IconFlag size={12} aria-hidden />}>
            {marcadas.size} {marcadas.size === 1 ? 'marca' : 'marcas'}
          </Badge>
        ) : null}
      </Group>
      <Stack gap={4}>
        {CIFRAS_INFORME.map((c) => (
          <div key={c}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text
                size="sm"
                c={marcadas.has(c) ? 'red.8' : undefined}
                fw={marcadas.has(c) ? 700 : undefined}
              >
                {marcadas.has(c) ? '⚑ ' : ''}
                {NOMBRES_CIFRAS[c]}
              </Text>
              <Text
                size="sm"
                fw={marcadas.has(c) ? 700 : 500}
                c={marcadas.has(c) ? 'red.8' : undefined}
              >
                {numero(fila.cifras[c])}
              </Text>
            </Group>
            {marcadas.has(c) ? (
              <Text size="xs" c="red.8">
                Más del doble de la mediana ({numero(medianas[c])})
              </Text>
            ) : null}
          </div>
        ))}
      </Stack>
    </Card>
  );
}

/** The managers' report of a pay week: flagged timekeepers first, then the medians. */
export function InformeEncargados() {
  const [semana, setSemana] = useState<string | null>(null);
  const informe = useInforme(semana);
  if (informe.isPending) {
    return (
      <Text role="status" c="dimmed">
        Cargando informe...
        <EsperaDePagina />
      </Text>
    );
  }
  if (informe.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {mensajeDeError(informe.error, 'No se pudo cargar el informe.')}
      </Alert>
    );
  }
  const d = informe.data;
  const marcados = d.encargados.filter((e) => e.marcas.length > 0).length;
  return (
    <Stack gap="lg">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          onClick={() => setSemana(mover(d.semana, -1))}
        >
          Semana anterior
        </Button>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={16} aria-hidden />}
          onClick={() => setSemana(mover(d.semana, 1))}
        >
          Semana siguiente
        </Button>
        <TextInput
          label="Semana del día"
          type="date"
          value={d.semana}
          onChange={(e) => {
            const dia = e.currentTarget.value;
            if (/^\d{4}-\d{2}-\d{2}$/.test(dia)) setSemana(lunesDe(dia));
          }}
          w={170}
        />
      </Group>
      <Text aria-live="polite">
        Semana del {fechaCorta(d.semana)} al {fechaCorta(domingo(d.semana))}
        {' · '}
        {d.encargados.length} {d.encargados.length === 1 ? 'encargado' : 'encargados'}, {marcados}{' '}
        con marcas
      </Text>
      {d.encargados.length === 0 ? (
        <EmptyState
          py="md"
          title="Sin actividad"
          description="Nadie cronometró ni confirmó turnos esta semana."
          icon={<IconReportSearch aria-hidden size={32} />}
          withIndicatorBackground
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {d.encargados.map((e) => (
              <TarjetaEncargado key={e.usuario} fila={e} medianas={d.medianas} />
            ))}
          </SimpleGrid>
          <Card withBorder padding="md" component="section" aria-labelledby="informe-medianas">
            <Title order={2} size="h5" id="informe-medianas" mb="xs">
              Mediana de todos los encargados
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="xl" verticalSpacing={4}>
              {CIFRAS_INFORME.map((c) => (
                <Group key={c} justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm">{NOMBRES_CIFRAS[c]}</Text>
                  <Text size="sm" fw={500}>
                    {numero(d.medianas[c])}
                  </Text>
                </Group>
              ))}
            </SimpleGrid>
            <Text size="xs" c="dimmed" mt="xs">
              Una cifra mayor que cero y de más del doble de su mediana queda marcada (⚑).
            </Text>
          </Card>
        </>
      )}
      <Card withBorder padding="md" component="section" aria-labelledby="informe-capacitaciones">
        <Title order={2} size="h5" id="informe-capacitaciones" mb="xs">
          Capacitaciones impartidas
        </Title>
        {d.capacitaciones.length === 0 ? (
          <Text size="sm" c="dimmed">
            Nadie registró sesiones de capacitación esta semana.
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {d.capacitaciones.map((c) => (
              <Text key={c.usuario} component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600} size="sm">
                  {c.usuario}
                </Text>
                {`: ${c.sesiones} ${c.sesiones === 1 ? 'sesión' : 'sesiones'}, ${c.asistentes} ${
                  c.asistentes === 1 ? 'asistente' : 'asistentes'
                }`}
              </Text>
            ))}
          </Stack>
        )}
      </Card>
    </Stack>
  );
}
