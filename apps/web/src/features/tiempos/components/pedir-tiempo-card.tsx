import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHandStop } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MENSAJES_PETICIONES as MP } from '@mchabbo/shared/tiempos/peticiones';
import { mensajeDeError } from '@/lib/api-client';
import { peticionesQueryOptions, usePedirTiempo, useRetirarPeticion } from '../api';
import { minutosEsperando } from './en-espera';

const HORA = new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit' });

/** Where the person's request stands: what the card shows. */
type Estado = 'libre' | 'esperando' | 'en-marcha';

/**
 * "Pedir tiempo" on Inicio for staff who can be timed (docs/reglas.md, Time requests
 * 25.7): asks a manager to start one's timer, shows the wait with "Retirar", and says
 * when the timer is running. It follows the person's own live events (their notifications
 * stream: attended, confirmed, withdrawn, expired); while a request waits it is also read
 * again every 15 s, should the stream be down.
 */
export function PedirTiempoCard() {
  const peticiones = useQuery(peticionesQueryOptions());
  // A result belongs to the state it led to: once the state moves on (a manager attends,
  // the shift is confirmed), it is no longer shown, so the card never says two things.
  const [mensaje, setMensaje] = useState<{ texto: string; estado: Estado } | null>(null);
  const pedir = usePedirTiempo();
  const retirar = useRetirarPeticion();
  const avisar = (estado: Estado) => ({
    onSuccess: (r: { message: string }) => setMensaje({ texto: r.message, estado }),
  });
  const d = peticiones.data;
  const estado: Estado = d?.en_marcha ? 'en-marcha' : d?.propia ? 'esperando' : 'libre';
  const error = pedir.error ?? retirar.error;
  const vigente = mensaje?.estado === estado ? mensaje.texto : null;

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
                if (d.propia) retirar.mutate(d.propia.id, avisar('libre'));
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
                pedir.mutate(undefined, avisar('esperando'));
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
      ) : vigente ? (
        <Text size="sm" c={vigente === MP.enviada ? 'green.8' : undefined} mt="sm">
          {vigente}
        </Text>
      ) : null}
    </Card>
  );
}
