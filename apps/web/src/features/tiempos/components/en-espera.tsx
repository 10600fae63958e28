import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { PeticionListada } from '@mchabbo/shared/tiempos/peticiones';
import { useReloj } from '@/hooks/use-reloj';
import { mensajeDeError } from '@/lib/api-client';
import { useAtenderPeticion, usePeticiones } from '../api';
import type { Aviso } from './aviso';
import { BotonTactil } from './tiempo-acciones';

/** "hace menos de 1 min", "hace 1 min", "hace 12 min". */
export function minutosEsperando(segundos: number): string {
  const minutos = Math.floor(segundos / 60);
  return minutos < 1 ? 'hace menos de 1 min' : `hace ${minutos} min`;
}

function Fila({
  p,
  esperaSegundos,
  onAtender,
  atendiendo,
}: {
  p: PeticionListada;
  esperaSegundos: number;
  onAtender: () => void;
  atendiendo: boolean;
}) {
  return (
    <Group
      component="li"
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      aria-label={p.usuario}
      style={{ listStyle: 'none' }}
    >
      <div style={{ minWidth: 0 }}>
        <Text fw={600} style={{ wordBreak: 'break-word' }}>
          {p.usuario}
        </Text>
        <Text size="sm" c="dimmed">
          {p.rango ?? 'Sin rango'} · {minutosEsperando(esperaSegundos)}
        </Text>
      </div>
      {p.puede_atender ? (
        <BotonTactil variant="filled" loading={atendiendo} onClick={onAtender}>
          Atender
        </BotonTactil>
      ) : null}
    </Group>
  );
}

/**
 * "En espera" on Tiempos (docs/reglas.md, Time requests 25.7): who asked to be timed,
 * oldest first, with their rank and how long they have waited, and "Atender". The
 * timers' stream refreshes it for every manager.
 */
export function EnEspera({ onAviso }: { onAviso: (aviso: Aviso) => void }) {
  const peticiones = usePeticiones();
  const ahora = useReloj(20_000);
  const atender = useAtenderPeticion();
  const lista = peticiones.data?.peticiones ?? [];

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="en-espera-titulo">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="en-espera-titulo">
          En espera
        </Title>
        {lista.length > 0 ? (
          <Text size="sm" c="dimmed">
            {lista.length === 1 ? '1 persona' : `${lista.length} personas`}
          </Text>
        ) : null}
      </Group>
      {peticiones.isError ? (
        <Alert color="red" variant="light">
          No se pudieron cargar las peticiones de tiempo.
        </Alert>
      ) : peticiones.isPending ? (
        <Text c="dimmed" size="sm">
          Cargando peticiones...
        </Text>
      ) : lista.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nadie ha pedido tiempo.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0}>
          {lista.map((p) => (
            <Fila
              key={p.id}
              p={p}
              esperaSegundos={
                p.espera_segundos +
                Math.max(0, (ahora - (peticiones.data?.leidoEnMs ?? ahora)) / 1000)
              }
              atendiendo={atender.isPending && atender.variables === p.id}
              onAtender={() =>
                atender.mutate(p.id, {
                  onSuccess: (r) => onAviso({ tipo: 'exito', texto: r.message }),
                  onError: (e) =>
                    onAviso({
                      tipo: 'error',
                      texto: mensajeDeError(e, 'Error al atender la petición'),
                    }),
                })
              }
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}
