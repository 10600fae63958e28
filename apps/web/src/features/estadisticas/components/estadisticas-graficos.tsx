// Mantine's own components inside the charts (legend swatches, heatmap tooltips).
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Tooltip.css';
import '@mantine/charts/styles.css';
import { BarChart, LineChart, MatrixChart } from '@mantine/charts';
import {
  Alert,
  Card,
  ColorSwatch,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useMatches,
} from '@mantine/core';
import type { ReactNode } from 'react';
import {
  AREAS_ESTADISTICAS,
  DIAS_SEMANA,
  NOMBRES_AREAS,
  type Estadisticas,
} from '@mchabbo/shared/estadisticas/contratos';
import { EsperaDePagina } from '@/components/layouts/espera-de-pagina';
import { mensajeDeError } from '@/lib/api-client';
import { fechaCorta, fechaHora } from '@/lib/formato-fecha';
import { useEstadisticas } from '../api';
import { TablaDatos } from './tabla-datos';

const COLORES_AREA = {
  cocina: 'orange.6',
  servicios: 'blue.6',
  limpieza: 'teal.6',
  direccion: 'grape.6',
} as const;
const numero = (v: number) => v.toLocaleString('es-ES');
/** `YYYY-MM-DD` as `DD/MM`, for the axes. */
const diaMes = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const COLORES_COBERTURA = ['gray.1', 'teal.2', 'teal.5', 'teal.8'];
const HORAS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
/**
 * The heatmap's columns and rows: MatrixChart places each cell by its labels, so every
 * label is its column's key. Every third hour shows ("00", "03"…); the others are blank,
 * each a different number of spaces so they stay distinct keys.
 */
const COLUMNAS = HORAS.map((h, i) => (i % 3 === 0 ? h.slice(0, 2) : ' '.repeat(i)));
const FILAS = DIAS_SEMANA.map((d) => d.slice(0, 3));

/** One chart with its title, what it shows, and its table for screen readers. */
function Grafico({
  id,
  titulo,
  descripcion,
  children,
  tabla,
  vacio,
}: {
  id: string;
  titulo: string;
  descripcion: string;
  children: ReactNode;
  tabla: ReactNode;
  /** What to say instead of a chart of nothing (bare axes or blank cells). */
  vacio?: string | false;
}) {
  return (
    <Card
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={id}
      data-testid="grafico"
    >
      <Title order={2} size="h4" id={id}>
        {titulo}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {descripcion}
      </Text>
      {vacio ? <Text size="sm">{vacio}</Text> : <div aria-hidden>{children}</div>}
      {tabla}
    </Card>
  );
}

function HorasPorArea({ datos }: { datos: Estadisticas['horas_por_area'] }) {
  const filas = datos.map((s) => ({ ...s, semana: diaMes(s.semana) }));
  return (
    <Grafico
      id="grafico-horas"
      titulo="Horas confirmadas por semana y área"
      descripcion="Horas de turnos confirmados en cada semana de paga (lunes a domingo)."
      vacio={
        datos.every((s) => AREAS_ESTADISTICAS.every((a) => s[a] === 0)) &&
        'Aún no hay turnos confirmados en estas semanas.'
      }
      tabla={
        <TablaDatos
          titulo="Horas confirmadas por semana y área"
          columnas={['Semana del', ...AREAS_ESTADISTICAS.map((a) => NOMBRES_AREAS[a])]}
          filas={datos.map((s) => [
            fechaCorta(s.semana),
            ...AREAS_ESTADISTICAS.map((a) => `${numero(s[a])} h`),
          ])}
        />
      }
    >
      <BarChart
        h={260}
        data={filas}
        dataKey="semana"
        type="stacked"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={(v) => `${numero(v)} h`}
        series={AREAS_ESTADISTICAS.map((a) => ({
          name: a,
          label: NOMBRES_AREAS[a],
          color: COLORES_AREA[a],
        }))}
      />
    </Grafico>
  );
}

function Cobertura({ datos }: { datos: Estadisticas['cobertura'] }) {
  const celda = useMatches({ base: 10, xs: 12, sm: 22 });
  const valores = datos.celdas.flatMap((fila, d) =>
    fila.map((value, h) => ({ x: COLUMNAS[h] ?? '', y: FILAS[d] ?? '', value })),
  );
  const maximo = Math.max(0.01, ...valores.map((v) => v.value ?? 0));
  const hay = valores.some((v) => (v.value ?? 0) > 0);
  return (
    <Grafico
      id="grafico-cobertura"
      titulo="Cobertura por día y hora"
      descripcion={`Media de personas en turno del ${fechaCorta(datos.desde)} al ${fechaCorta(datos.hasta)} (4 semanas).`}
      vacio={!hay && 'Aún no hay turnos confirmados en estas 4 semanas.'}
      tabla={
        <TablaDatos
          titulo="Media de personas en turno por día y hora"
          columnas={['Día', ...HORAS]}
          filas={datos.celdas.map((fila, d) => [DIAS_SEMANA[d] ?? '', ...fila.map(numero)])}
        />
      }
    >
      <div style={{ maxWidth: '100%' }}>
        <MatrixChart
          data={valores}
          xLabels={COLUMNAS}
          yLabels={FILAS}
          withXLabels
          withYLabels
          xLabelsRotation={0}
          xLabelsHeight={20}
          yLabelsWidth={32}
          cellSize={celda}
          domain={[0, maximo]}
          colors={COLORES_COBERTURA}
          withTooltip
          getTooltipLabel={(c) =>
            `${DIAS_SEMANA[FILAS.indexOf(c.y)] ?? c.y} ${HORAS[COLUMNAS.indexOf(c.x)] ?? c.x}: ${numero(c.value ?? 0)} personas`
          }
        />
        {/* Drawn outside the chart's SVG, which cut "Más" off on a phone. */}
        <Group gap={4} mt={6} wrap="nowrap">
          <Text size="xs" c="dimmed">
            Menos
          </Text>
          {COLORES_COBERTURA.map((c) => (
            <ColorSwatch
              key={c}
              color={`var(--mantine-color-${c.replace('.', '-')})`}
              size={12}
              radius={2}
              withShadow={false}
            />
          ))}
          <Text size="xs" c="dimmed">
            Más
          </Text>
        </Group>
      </div>
    </Grafico>
  );
}

function EsperaPeticiones({ datos }: { datos: Estadisticas['espera_peticiones'] }) {
  const hay = datos.some((d) => d.peticiones > 0);
  return (
    <Grafico
      id="grafico-espera"
      titulo="Espera de las peticiones de tiempo"
      descripcion="Mediana, en minutos, de lo que esperó cada petición atendida ese día."
      vacio={!hay && 'Aún no hay peticiones atendidas en estas semanas.'}
      tabla={
        <TablaDatos
          titulo="Mediana de espera de las peticiones de tiempo por día"
          columnas={['Día', 'Mediana (min)', 'Peticiones']}
          filas={datos.map((d) => [
            fechaCorta(d.dia),
            d.mediana_minutos === null ? '—' : numero(d.mediana_minutos),
            d.peticiones,
          ])}
        />
      }
    >
      <LineChart
        h={220}
        data={datos.map((d) => ({ dia: diaMes(d.dia), mediana: d.mediana_minutos }))}
        dataKey="dia"
        connectNulls
        valueFormatter={(v) => `${numero(v)} min`}
        series={[{ name: 'mediana', label: 'Mediana de espera', color: 'indigo.6' }]}
      />
    </Grafico>
  );
}

function Creditos({ datos }: { datos: Estadisticas['creditos_por_semana'] }) {
  return (
    <Grafico
      id="grafico-creditos"
      titulo="Créditos por semana"
      descripcion="Créditos de cada semana de paga: pagados y pendientes de pagar."
      vacio={
        datos.every((x) => x.pagados === 0 && x.pendientes === 0) &&
        'Aún no hay créditos en estas semanas.'
      }
      tabla={
        <TablaDatos
          titulo="Créditos pagados y pendientes por semana"
          columnas={['Semana del', 'Pagados', 'Pendientes']}
          filas={datos.map((s) => [fechaCorta(s.semana), numero(s.pagados), numero(s.pendientes)])}
        />
      }
    >
      <BarChart
        h={240}
        data={datos.map((s) => ({ ...s, semana: diaMes(s.semana) }))}
        dataKey="semana"
        type="stacked"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={numero}
        series={[
          { name: 'pagados', label: 'Pagados', color: 'green.6' },
          { name: 'pendientes', label: 'Pendientes', color: 'yellow.6' },
        ]}
      />
    </Grafico>
  );
}

/** Trainings per pay week: sessions recorded and courses passed. */
function Capacitaciones({ datos }: { datos: Estadisticas['capacitaciones_por_semana'] }) {
  return (
    <Grafico
      id="grafico-capacitaciones"
      titulo="Capacitaciones por semana"
      descripcion="Sesiones de capacitación registradas y capacitaciones aprobadas (en sesión o por examen) de cada semana de paga."
      vacio={
        datos.every((x) => x.sesiones === 0 && x.aprobados === 0) &&
        'Aún no hay capacitaciones en estas semanas.'
      }
      tabla={
        <TablaDatos
          titulo="Sesiones y aprobados por semana"
          columnas={['Semana del', 'Sesiones', 'Aprobados']}
          filas={datos.map((s) => [fechaCorta(s.semana), numero(s.sesiones), numero(s.aprobados)])}
        />
      }
    >
      <BarChart
        h={240}
        data={datos.map((s) => ({ ...s, semana: diaMes(s.semana) }))}
        dataKey="semana"
        withLegend
        legendProps={{ verticalAlign: 'bottom' }}
        valueFormatter={numero}
        series={[
          { name: 'sesiones', label: 'Sesiones', color: 'blue.6' },
          { name: 'aprobados', label: 'Aprobados', color: 'teal.6' },
        ]}
      />
    </Grafico>
  );
}

/** Each opening: managers signed up against managers who timed, and the requests' wait. */
function Aperturas({ datos }: { datos: Estadisticas['aperturas'] }) {
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="tabla-aperturas">
      <Stack gap="xs">
        <Title order={2} size="h4" id="tabla-aperturas">
          Aperturas
        </Title>
        <Text size="sm" c="dimmed">
          Encargados apuntados y encargados que cronometraron en cada apertura, y la mediana de
          espera de las peticiones de tiempo hechas durante ella.
        </Text>
        {datos.length === 0 ? (
          <Text size="sm">Aún no hay aperturas en estas semanas.</Text>
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {[...datos].reverse().map((a) => (
              <Text key={a.inicio} component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600} size="sm">
                  {fechaHora(a.inicio)}
                  {a.titulo ? ` · ${a.titulo}` : ''}
                </Text>
                {': '}
                {a.apuntados} apuntados,{' '}
                <Text span size="sm" c={a.cronometraron < a.apuntados ? 'red' : undefined}>
                  {a.cronometraron} cronometraron
                </Text>
                {a.peticiones > 0
                  ? `, espera mediana ${numero(a.mediana_espera_minutos ?? 0)} min (${a.peticiones} peticiones)`
                  : ', sin peticiones'}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}

/** The five charts of the statistics page, each with its table (loaded only with this page). */
export function EstadisticasGraficos() {
  const estadisticas = useEstadisticas();
  if (estadisticas.isPending) {
    return (
      <Text role="status" c="dimmed">
        Cargando estadísticas...
        <EsperaDePagina />
      </Text>
    );
  }
  if (estadisticas.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {mensajeDeError(estadisticas.error, 'No se pudieron cargar las estadísticas.')}
      </Alert>
    );
  }
  const e = estadisticas.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <HorasPorArea datos={e.horas_por_area} />
        <Creditos datos={e.creditos_por_semana} />
      </SimpleGrid>
      <Cobertura datos={e.cobertura} />
      <EsperaPeticiones datos={e.espera_peticiones} />
      <Capacitaciones datos={e.capacitaciones_por_semana} />
      <Aperturas datos={e.aperturas} />
    </Stack>
  );
}
