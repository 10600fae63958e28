import '@mantine/core/styles/Switch.css';
import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { MENSAJES_APERTURAS as M } from '@mchabbo/shared/aperturas/contratos';
import { mensajeDeError } from '@/lib/api-client';
import { useAvisosAperturas, useGuardarAvisosAperturas } from '../api';

/**
 * "Avísame de las aperturas" (Configuración): a notification 30 minutes before every
 * opening, for workers who want to be there (docs/reglas.md, Openings 34.8).
 */
export function AvisosAperturasSwitch() {
  const avisos = useAvisosAperturas();
  const guardar = useGuardarAvisosAperturas();
  const error = avisos.isError
    ? mensajeDeError(avisos.error, M.errorCarga)
    : guardar.isError
      ? mensajeDeError(guardar.error, M.error)
      : null;
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Aperturas
        </Title>
        <Switch
          label="Avísame de las aperturas"
          checked={avisos.data?.activo ?? false}
          disabled={!avisos.data || guardar.isPending}
          onChange={(e) => guardar.mutate(e.currentTarget.checked)}
        />
        <Text size="sm" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ?? 'Te llega un aviso 30 minutos antes de cada apertura, con sus encargados.'}
        </Text>
      </Stack>
    </Card>
  );
}
