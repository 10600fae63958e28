import { Alert, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { RANGO_INVITADO } from '@mchabbo/shared/niveles/niveles';
import type { MiembroAdministracion } from '@mchabbo/shared/publico/contratos';
import { HabboAvatar } from '@/components/ui/habbo-avatar';
import { useAdministracion } from '../api';

const COLUMNAS = { base: 2, xs: 3, sm: 4, md: 5 };

function MiembroCard({ miembro }: { miembro: MiembroAdministracion }) {
  return (
    <Card withBorder padding="md" component="li">
      <Stack align="center" gap={6} ta="center">
        <HabboAvatar username={miembro.username} url={miembro.habbo_avatar_url} />
        <Text fw={700} style={{ wordBreak: 'break-word' }}>
          {miembro.username}
        </Text>
        <Text size="sm" c="dimmed">
          {miembro.mision ?? miembro.rango ?? RANGO_INVITADO}
        </Text>
      </Stack>
    </Card>
  );
}

/** Owner, board and managers, as the API lists them. */
export function MiembrosAdministracion() {
  const { data, isPending, isError } = useAdministracion();

  if (isPending) {
    return (
      <SimpleGrid cols={COLUMNAS} aria-busy="true" aria-label="Cargando la administración">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={180} />
        ))}
      </SimpleGrid>
    );
  }
  if (isError) {
    return (
      <Alert color="red" variant="light">
        No se pudo cargar la administración. Inténtalo de nuevo más tarde.
      </Alert>
    );
  }
  if (data.miembros.length === 0) {
    return <Text c="dimmed">Todavía no hay miembros en la administración.</Text>;
  }
  return (
    <SimpleGrid
      cols={COLUMNAS}
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="Miembros de la administración"
    >
      {data.miembros.map((m) => (
        <MiembroCard key={m.username} miembro={m} />
      ))}
    </SimpleGrid>
  );
}
