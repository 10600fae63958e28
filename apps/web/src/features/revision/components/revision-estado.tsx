import '@mantine/core/styles/Progress.css';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { RevisionVista } from '@mchabbo/shared/revision/contratos';
import { mensajeDeError } from '@/lib/api-client';
import { useRevisarAhora } from '../api';

/** "hace 5 min", "hace 3 h", "hace 2 días" from an instant. */
export function hace(iso: string, ahora = Date.now()): string {
  const min = Math.max(0, Math.floor((ahora - new Date(iso).getTime()) / 60_000));
  if (min < 60) return `hace ${min} min`;
  const h = Math.floor(min / 60);
  if (h < 48) return `hace ${h} h`;
  return `hace ${Math.floor(h / 24)} días`;
}

/**
 * When the roster was last read, whether Habbo answered, and "Revisar ahora" with the
 * round's progress (docs/reglas.md, Habbo roster 35.4).
 */
export function RevisionEstado({ vista }: { vista: RevisionVista }) {
  const revisar = useRevisarAhora();
  const enCurso = vista.en_curso;
  return (
    <Stack gap="sm" maw={720}>
      {!vista.habbo_disponible && vista.ultimo_intento ? (
        <Alert color="yellow" variant="light" role="alert">
          No se pudo consultar Habbo (último intento {hace(vista.ultimo_intento)}).
          {vista.revisado_en
            ? ` Se muestran los últimos datos, de ${hace(vista.revisado_en)}.`
            : ''}
        </Alert>
      ) : null}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {vista.revisado_en
            ? `Última revisión completa: ${hace(vista.revisado_en)}.`
            : 'Todavía no se ha revisado al personal.'}
        </Text>
        <Button
          leftSection={<IconRefresh size={18} aria-hidden />}
          loading={revisar.isPending || enCurso !== null}
          onClick={() => revisar.mutate()}
        >
          Revisar ahora
        </Button>
      </Group>
      {enCurso ? (
        <Stack gap={4} role="status">
          <Text size="sm">
            Revisando en Habbo: {enCurso.revisados} de {enCurso.total} personas…
          </Text>
          <Progress
            value={enCurso.total ? (100 * enCurso.revisados) / enCurso.total : 0}
            aria-label="Progreso de la revisión"
          />
        </Stack>
      ) : null}
      {revisar.isSuccess ? (
        <Alert
          color={revisar.data.habbo_disponible ? 'green' : 'yellow'}
          variant="light"
          role="status"
        >
          {revisar.data.message}
        </Alert>
      ) : null}
      {revisar.isError ? (
        <Alert color="red" variant="light" role="alert">
          {mensajeDeError(revisar.error, 'No se pudo revisar ahora.')}
        </Alert>
      ) : null}
    </Stack>
  );
}
