import { Alert, Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { MENSAJES_ADVERTENCIAS as M } from '@mchabbo/shared/advertencias/contratos';
import { MENSAJES_DESPIDO } from '@mchabbo/shared/despidos/contratos';
import { mensajeDeError } from '@/lib/api-client';
import { usePropuestos } from '../api';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';

interface PropuestosDespidoProps {
  /** "Despedir" on a person: the page opens the dismissal (docs/reglas.md, Dismissals 12.7). */
  onDespedir: (usuario: string, advertencias: number) => void;
  /** The outcome of the last dismissal made from here. */
  exito?: string | null;
}

/**
 * People with as many active warnings as the owner's setting: proposed for dismissal,
 * each with "Despedir".
 */
export function PropuestosDespido({ onDespedir, exito }: PropuestosDespidoProps) {
  const propuestos = usePropuestos();
  return (
    <Stack gap="sm" component="section" aria-labelledby="propuestos-titulo">
      <Title order={2} size="h4" id="propuestos-titulo">
        Propuestos para despido
      </Title>
      {exito ? (
        <Box maw={560}>
          <AvisosFormulario exito={exito} />
        </Box>
      ) : null}
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
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ wordBreak: 'break-word' }}>
                    {p.usuario}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.rango ?? 'Sin rango'} · {p.advertencias_activas} advertencias activas
                  </Text>
                </Stack>
                <Group gap="xs" wrap="nowrap">
                  <Badge color="red" variant="light">
                    {M.propuesto}
                  </Badge>
                  <Button
                    color="red"
                    variant="light"
                    size="sm"
                    h={44}
                    onClick={() => onDespedir(p.usuario, p.advertencias_activas)}
                  >
                    {MENSAJES_DESPIDO.despedir}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
