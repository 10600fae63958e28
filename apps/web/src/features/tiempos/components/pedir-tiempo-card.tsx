import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHandStop } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MENSAJES_PETICIONES as MP } from '@mchabbo/shared/tiempos/peticiones';
import { mensajeDeError } from '@/lib/api-client';
import { peticionesQueryOptions, usePedirTiempo, useRetirarPeticion } from '../api/peticiones';
import { minutosEsperando } from './en-espera';

const HORA = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' });

/**
 * "Pedir tiempo" on Inicio for staff who can be timed (docs/reglas.md, Time requests
 * 25.7): asks a manager to start one's timer, shows the wait with "Retirar", and says
 * when the timer is running. While a request waits it is read again every 15 s (the
 * notification of the manager who attends it arrives at once anyway).
 */
export function PedirTiempoCard() {
  const peticiones = useQuery(peticionesQueryOptions());
  const [mensaje, setMensaje] = useState<string | null>(null);
  const pedir = usePedirTiempo();
  const retirar = useRetirarPeticion();
  const avisar = { onSuccess: (r: { message: string }) => setMensaje(r.message) };
  const error = pedir.error ?? retirar.error;

  const d = peticiones.data;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="pedir-tiempo-titulo">
      <Title order={2} size="h4" id="pedir-tiempo-titulo" mb={4}>
        Pedir tiempo
      </Title>
      {peticiones.isPending ? (
        <Skeleton height={44} radius="md" />
      ) : peticiones.isError ? (
        <Alert color="red" variant="light">
          No se pudo saber si ya pediste tiempo.
        </Alert>
      ) : d?.en_marcha ? (
        <Text>Tu tiempo está en marcha.</Text>
      ) : d?.propia ? (
        <Stack gap="sm">
          <Text role="status">
            Esperando a un encargado ({minutosEsperando(d.propia.espera_segundos)}). Si nadie te
            atiende, caduca a las {HORA.format(new Date(d.propia.expira_en))}.
          </Text>
          <Group>
            <Button
              variant="default"
              h={44}
              loading={retirar.isPending}
              onClick={() => {
                setMensaje(null);
                pedir.reset();
                if (d.propia) retirar.mutate(d.propia.id, avisar);
              }}
            >
              Retirar petición
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            ¿Estás en el restaurante? Pide que un encargado empiece tu tiempo.
          </Text>
          <Group>
            <Button
              h={44}
              leftSection={<IconHandStop size={18} aria-hidden />}
              loading={pedir.isPending}
              onClick={() => {
                setMensaje(null);
                retirar.reset();
                pedir.mutate(undefined, avisar);
              }}
            >
              Pedir tiempo
            </Button>
          </Group>
        </Stack>
      )}
      {error ? (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {mensajeDeError(error, 'No se pudo enviar la petición.')}
        </Alert>
      ) : mensaje ? (
        <Text size="sm" c={mensaje === MP.enviada ? 'green.8' : undefined} mt="sm">
          {mensaje}
        </Text>
      ) : null}
    </Card>
  );
}
