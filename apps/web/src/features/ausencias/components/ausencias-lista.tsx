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
  Title,
} from '@mantine/core';
import { IconBeach } from '@tabler/icons-react';
import { useState } from 'react';
import { MENSAJES_AUSENCIAS as M, type Ausencia } from '@mchabbo/shared/ausencias/contratos';
import { mensajeDeError } from '@/lib/api-client';
import { useAusencias, useDecidirAusencia, useRetirarAusencia } from '../api';
import { fechaCorta } from '@/lib/formato-fecha';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';

const COLOR_ESTADO: Record<Ausencia['estado'], string> = {
  pendiente: 'yellow',
  aprobada: 'green',
  rechazada: 'red',
};
const TEXTO_ESTADO: Record<Ausencia['estado'], string> = {
  pendiente: 'Pendiente',
  aprobada: 'Aprobada',
  rechazada: 'Rechazada',
};

/** `YYYY-MM-DD` as `DD/MM/YYYY`. */

function AusenciaCard({
  ausencia,
  propia,
  onAccion,
  ocupada,
}: {
  ausencia: Ausencia;
  propia: boolean;
  onAccion: (a: 'aprobar' | 'rechazar' | 'retirar') => void;
  ocupada: boolean;
}) {
  return (
    <Card withBorder padding="md" data-testid="ausencia">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{propia ? 'Tú' : ausencia.usuario}</Text>
          <Badge color={COLOR_ESTADO[ausencia.estado]} variant="light">
            {TEXTO_ESTADO[ausencia.estado]}
          </Badge>
        </Group>
        <Text size="sm">
          Del {fechaCorta(ausencia.desde)} al {fechaCorta(ausencia.hasta)}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {ausencia.motivo}
        </Text>
        {ausencia.decidida_por ? (
          <Text size="xs" c="dimmed">
            Decidida por {ausencia.decidida_por}
          </Text>
        ) : null}
        {ausencia.puede_decidir || ausencia.puede_retirar ? (
          <Group gap="xs" mt={4}>
            {ausencia.puede_decidir ? (
              <>
                <Button
                  size="xs"
                  color="green"
                  disabled={ocupada}
                  onClick={() => onAccion('aprobar')}
                >
                  Aprobar
                </Button>
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  disabled={ocupada}
                  onClick={() => onAccion('rechazar')}
                >
                  Rechazar
                </Button>
              </>
            ) : null}
            {ausencia.puede_retirar ? (
              <Button
                size="xs"
                variant="default"
                disabled={ocupada}
                onClick={() => onAccion('retirar')}
              >
                Retirar
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

/** One's own requests and, for administrators, those they may approve or reject. */
export function AusenciasLista({ nameUser }: { nameUser: string }) {
  const ausencias = useAusencias();
  const decidir = useDecidirAusencia();
  const retirar = useRetirarAusencia();
  const [exito, setExito] = useState<string | null>(null);
  const error = decidir.isError ? decidir.error : retirar.isError ? retirar.error : null;

  function accion(a: Ausencia, que: 'aprobar' | 'rechazar' | 'retirar') {
    setExito(null);
    decidir.reset();
    retirar.reset();
    const listo = { onSuccess: (d: { message: string }) => setExito(d.message) };
    if (que === 'retirar') retirar.mutate(a.id, listo);
    else decidir.mutate({ id: a.id, aprobada: que === 'aprobar' }, listo);
  }

  const propias = ausencias.data?.filter((a) => a.usuario === nameUser) ?? [];
  const ajenas = ausencias.data?.filter((a) => a.usuario !== nameUser) ?? [];
  const ocupada = decidir.isPending || retirar.isPending;

  const grupo = (titulo: string, id: string, lista: Ausencia[], vacio: string) => (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {titulo}
      </Title>
      {lista.length === 0 ? (
        <EmptyState
          py="md"
          title="Sin solicitudes"
          description={vacio}
          icon={<IconBeach aria-hidden size={32} />}
          withIndicatorBackground
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {lista.map((a) => (
            <AusenciaCard
              key={a.id}
              ausencia={a}
              propia={a.usuario === nameUser}
              ocupada={ocupada}
              onAccion={(que) => accion(a, que)}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );

  if (ausencias.isPending) {
    return (
      <Text role="status" c="dimmed">
        Cargando ausencias...
      </Text>
    );
  }
  if (ausencias.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {mensajeDeError(ausencias.error, M.errorCarga)}
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      <AvisosFormulario error={error && mensajeDeError(error, M.error)} exito={exito} />
      {grupo('Mis solicitudes', 'ausencias-mias', propias, 'No has pedido ninguna ausencia.')}
      {ajenas.length > 0 || ausencias.data.some((a) => a.puede_decidir)
        ? grupo('Solicitudes del personal', 'ausencias-personal', ajenas, 'No hay solicitudes.')
        : null}
    </Stack>
  );
}
