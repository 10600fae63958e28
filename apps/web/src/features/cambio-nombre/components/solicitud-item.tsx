import { Badge, Button, Flex, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SolicitudCambioNombre } from '@mchabbo/shared/cambio-nombre/contratos';
import { MENSAJES_HABBO } from '@mchabbo/shared/cuenta/codigo-habbo';
import { fechaCorta } from '@/lib/formato-fecha';

function Campo({ etiqueta, children }: { etiqueta: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {etiqueta}
      </Text>
      <Text component="div" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

interface SolicitudItemProps {
  solicitud: SolicitudCambioNombre;
  onAprobar: () => void;
  onRechazar: () => void;
  aprobando: boolean;
}

/** How each state shows. */
const ESTADOS: Record<SolicitudCambioNombre['estado'], { texto: string; color: string }> = {
  pendiente: { texto: 'Pendiente', color: 'yellow' },
  aprobado: { texto: 'Aprobada', color: 'green' },
  rechazado: { texto: 'Rechazada', color: 'red' },
};

/**
 * One request as a row that wraps on phones: "Aprobar" and "Rechazar" while it waits, a
 * disabled "Desactivar" once approved (saying why), and the reason once rejected.
 */
export function SolicitudItem({ solicitud, onAprobar, onRechazar, aprobando }: SolicitudItemProps) {
  const { nameUser, oldName, newName, aprobado, estado } = solicitud;
  return (
    <Paper withBorder p="sm" component="li">
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'center' }}
        gap="sm"
      >
        <SimpleGrid
          cols={{ base: 2, sm: 4 }}
          spacing="sm"
          verticalSpacing="xs"
          style={{ flex: 1, minWidth: 0 }}
        >
          <Campo etiqueta="Nombre actual">
            {nameUser}
            {aprobado && oldName !== nameUser ? (
              <Text size="xs" c="dimmed" fw={400}>
                antes {oldName}
              </Text>
            ) : null}
          </Campo>
          <Campo etiqueta="Nombre solicitado">
            {newName}
            {solicitud.habbo_coincide === null ? null : (
              <Badge
                display="block"
                mt={4}
                color={solicitud.habbo_coincide ? 'teal' : 'orange'}
                variant="light"
              >
                {solicitud.habbo_coincide
                  ? MENSAJES_HABBO.verificadoEnHabbo
                  : MENSAJES_HABBO.noCoincide}
              </Badge>
            )}
          </Campo>
          <Campo etiqueta="Estado">
            <Badge color={ESTADOS[estado].color} variant="light">
              {ESTADOS[estado].texto}
            </Badge>
            {solicitud.motivo_rechazo ? (
              <Text size="xs" c="dimmed" fw={400}>
                {solicitud.motivo_rechazo}
              </Text>
            ) : null}
          </Campo>
          <Campo etiqueta="Fecha">
            <Text span fw={400}>
              {fechaCorta(solicitud.fecha)}
            </Text>
          </Campo>
        </SimpleGrid>
        {estado === 'aprobado' ? (
          <Stack gap={2} style={{ alignSelf: 'flex-start' }} maw={220}>
            <Button
              size="xs"
              variant="default"
              disabled
              aria-describedby={`aplicado-${solicitud.id}`}
            >
              Desactivar
            </Button>
            <Text size="xs" c="dimmed" id={`aplicado-${solicitud.id}`}>
              El nombre ya cambió: un cambio aprobado no se deshace.
            </Text>
          </Stack>
        ) : estado === 'pendiente' ? (
          <Group gap="xs" style={{ alignSelf: 'flex-start' }} wrap="nowrap">
            <Button size="xs" onClick={onAprobar} loading={aprobando}>
              Aprobar
            </Button>
            <Button size="xs" color="red" variant="light" onClick={onRechazar} disabled={aprobando}>
              Rechazar
            </Button>
          </Group>
        ) : null}
      </Flex>
    </Paper>
  );
}
