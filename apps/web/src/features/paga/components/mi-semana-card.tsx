import '@mantine/core/styles/Progress.css';
import {
  Alert,
  Card,
  Group,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { esTrabajador } from '@mchabbo/shared/niveles/niveles';
import type { MisTiempos } from '@mchabbo/shared/tiempos/contratos';
import { fechaCorta } from '@/lib/formato-fecha';
import { useMisTiempos } from '@/features/tiempos/api';

const turnos = (n: number) => `${n} ${n === 1 ? 'turno' : 'turnos'}`;
const horas = (h: number) => `${String(h).replace('.', ',')} h`;

/** This week against the weekly pay's requirement, with a progress bar. */
function Progreso({ requisito: r }: Pick<MisTiempos, 'requisito'>) {
  if (r.necesarios === 0) {
    return (
      <Text size="sm">
        Esta semana: {turnos(r.turnos)} {r.turnos === 1 ? 'confirmado' : 'confirmados'}. Tu misión
        no tiene pago semanal.
      </Text>
    );
  }
  const valor = Math.min(100, Math.round((r.turnos / r.necesarios) * 100));
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        Esta semana: {Math.min(r.turnos, r.necesarios)} de {turnos(r.necesarios)} de{' '}
        {horas(r.horas_minimas)}
      </Text>
      <Progress
        value={r.cumplido ? 100 : valor}
        color={r.cumplido ? 'green' : 'blue'}
        size="lg"
        aria-label="Requisito semanal"
      />
      <Text size="xs" c="dimmed">
        {r.cumplido
          ? 'Requisito cumplido: el pago semanal es tuyo.'
          : `Te ${r.necesarios - r.turnos === 1 ? 'falta' : 'faltan'} ${turnos(r.necesarios - r.turnos)} de ${horas(r.horas_minimas)} o más para el pago semanal.`}
      </Text>
    </Stack>
  );
}

function Cifra({ etiqueta, valor }: { etiqueta: string; valor: number }) {
  return (
    <div role="group" aria-label={etiqueta}>
      <Text size="xs" c="dimmed">
        {etiqueta}
      </Text>
      <Text fz={22} fw={700} lh={1.2}>
        {valor}{' '}
        <Text span size="sm" fw={400}>
          créditos
        </Text>
      </Text>
    </div>
  );
}

/**
 * A worker's week on Inicio (docs/reglas.md, Pay 7.15): progress toward the weekly
 * requirement, this week's credits, what is still owed and the latest payment. Only
 * workers (levels 1–6) are paid: for anyone else it shows nothing.
 */
export function MiSemanaCard({ nivel }: { nivel: number }) {
  return esTrabajador(nivel) ? <MiSemana /> : null;
}

function MiSemana() {
  const mios = useMisTiempos();
  if (mios.isError) {
    return (
      <Alert color="red" variant="light">
        No se pudo cargar tu semana.
      </Alert>
    );
  }
  if (mios.isPending) return <Skeleton height={180} radius="md" aria-busy />;
  const d = mios.data;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="mi-semana-titulo">
      <Stack gap="md">
        <Title order={2} size="h4" id="mi-semana-titulo">
          Mi semana
        </Title>
        <Progreso requisito={d.requisito} />
        <SimpleGrid cols={2} spacing="md">
          <Cifra etiqueta="Ganados esta semana" valor={d.creditos_semana} />
          <Cifra etiqueta="Pendientes de cobro" valor={d.creditos_pendientes} />
        </SimpleGrid>
        <Group gap={4}>
          <Text size="sm">
            {d.ultimo_pago
              ? `Último pago: ${d.ultimo_pago.creditos} créditos el ${fechaCorta(d.ultimo_pago.pagado_en)}${
                  d.ultimo_pago.pagado_por ? `, de ${d.ultimo_pago.pagado_por}` : ''
                }.`
              : 'Aún no has recibido ningún pago.'}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
