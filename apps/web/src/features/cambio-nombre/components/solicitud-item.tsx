import { Badge, Button, Flex, Paper, SimpleGrid, Text } from '@mantine/core';
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
  aprobando: boolean;
}

/** One request as a row that wraps on phones; "Aprobar", or a disabled "Desactivar" once approved. */
export function SolicitudItem({ solicitud, onAprobar, aprobando }: SolicitudItemProps) {
  const { nameUser, oldName, newName, aprobado } = solicitud;
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
            <Badge color={aprobado ? 'green' : 'yellow'} variant="light">
              {aprobado ? 'Aprobada' : 'Pendiente'}
            </Badge>
          </Campo>
          <Campo etiqueta="Fecha">
            <Text span fw={400}>
              {fechaCorta(solicitud.fecha)}
            </Text>
          </Campo>
        </SimpleGrid>
        {aprobado ? (
          <Button size="xs" variant="default" disabled style={{ alignSelf: 'flex-start' }}>
            Desactivar
          </Button>
        ) : (
          <Button
            size="xs"
            onClick={onAprobar}
            loading={aprobando}
            style={{ alignSelf: 'flex-start' }}
          >
            Aprobar
          </Button>
        )}
      </Flex>
    </Paper>
  );
}
