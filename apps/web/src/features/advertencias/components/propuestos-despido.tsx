import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MENSAJES_ADVERTENCIAS as M } from '@mchabbo/shared/advertencias/contratos';
import { mensajeDeError } from '@/lib/api-client';
import { usePropuestos } from '../api/advertencias';

/** People with as many active warnings as the owner's setting: proposed for dismissal. */
export function PropuestosDespido() {
  const propuestos = usePropuestos();
  return (
    <Stack gap="sm" component="section" aria-labelledby="propuestos-titulo">
      <Title order={2} size="h4" id="propuestos-titulo">
        Propuestos para despido
      </Title>
      {propuestos.isPending ? (
        <Text role="status" c="dimmed">
          Cargando propuestas...
        </Text>
      ) : propuestos.isError ? (
        <Alert color="red" variant="light" role="alert">
          {mensajeDeError(propuestos.error, M.errorCarga)}
        </Alert>
      ) : propuestos.data.propuestos.length === 0 ? (
        <Text c="dimmed">Nadie tiene {propuestos.data.maximo} o más advertencias activas.</Text>
      ) : (
        <Stack gap="xs">
          {propuestos.data.propuestos.map((p) => (
            <Card key={p.usuario} withBorder padding="sm" maw={560} aria-label={p.usuario}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={0}>
                  <Text fw={600} style={{ wordBreak: 'break-word' }}>
                    {p.usuario}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.rango ?? 'Sin rango'} · {p.advertencias_activas} advertencias activas
                  </Text>
                </Stack>
                <Badge color="red" variant="light">
                  {M.propuesto}
                </Badge>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
