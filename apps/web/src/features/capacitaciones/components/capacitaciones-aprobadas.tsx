import { Card, List, Text, Title } from '@mantine/core';
import { MENSAJES_CAPACITACIONES as M } from '@mchabbo/shared/capacitaciones/contratos';
import { ApiError } from '@/lib/api-client';
import { fechaHora } from '@/lib/formato-fecha';
import { useAprobadasDe, useCapacitaciones } from '../api';

interface Aprobada {
  id: number;
  nombre: string;
  fecha: string | null;
  instructor: string | null;
}

function Lista({ aprobadas, error }: { aprobadas: Aprobada[] | undefined; error: boolean }) {
  if (error) return <Text c="dimmed">{M.errorCarga}</Text>;
  if (!aprobadas) return <Text c="dimmed">Cargando…</Text>;
  if (aprobadas.length === 0) return <Text c="dimmed">Ninguna todavía.</Text>;
  return (
    <List spacing={4}>
      {aprobadas.map((a) => (
        <List.Item key={a.id}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {a.nombre}
            {a.fecha ? ` · ${fechaHora(a.fecha)}` : ''} ·{' '}
            {a.instructor ? `con ${a.instructor}` : 'por examen'}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}

/** The courses a person passed (docs/reglas.md, Trainings 33.5), on Usuarios (levels 0–3). */
export function CapacitacionesDePersona({ usuario }: { usuario: string }) {
  const { data, isError, error } = useAprobadasDe(usuario);
  // An unknown name: the search above already says so.
  if (error instanceof ApiError && error.status === 404) return null;
  return (
    <Card
      withBorder
      padding="lg"
      maw={720}
      component="section"
      aria-label="Capacitaciones aprobadas"
    >
      <Title order={2} size="h4" mb="sm">
        Capacitaciones aprobadas
      </Title>
      <Lista aprobadas={data} error={isError} />
    </Card>
  );
}

/** One's own passed courses, on Perfil. */
export function MisCapacitaciones() {
  const { data, isError } = useCapacitaciones();
  return (
    <Card
      withBorder
      padding="lg"
      maw={640}
      component="section"
      aria-label="Capacitaciones aprobadas"
    >
      <Title order={2} size="h4" mb="sm">
        Capacitaciones aprobadas
      </Title>
      <Lista aprobadas={data?.filter((c) => c.aprobada)} error={isError} />
    </Card>
  );
}
