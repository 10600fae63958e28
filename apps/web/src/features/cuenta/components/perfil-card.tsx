import '@mantine/core/styles/DataList.css';
import { Alert, Badge, Card, DataList, Group, Stack, Text, Title } from '@mantine/core';
import { RANGO_INVITADO } from '@mchabbo/shared/niveles/niveles';
import { HabboAvatar } from '@/components/ui/habbo-avatar';
import { VerificadoHabbo } from '@/components/ui/verificado-habbo';
import { fechaCorta } from '@/lib/formato-fecha';
import { usePerfil } from '../api';

function Dato({ etiqueta, valor }: { etiqueta: string; valor: string }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{etiqueta}</DataList.ItemLabel>
      <DataList.ItemValue>{valor}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** The signed-in member's profile card. */
export function PerfilCard({ nameUser }: { nameUser: string }) {
  const { data: perfil, isPending, isError } = usePerfil(nameUser);

  if (isPending) {
    return (
      <Text role="status" c="dimmed">
        Cargando perfil...
      </Text>
    );
  }
  if (isError) {
    return (
      <Alert color="red" variant="light">
        No se pudo cargar el perfil.
      </Alert>
    );
  }

  return (
    <Card withBorder padding="lg" maw={640}>
      <Group align="center" gap="lg" wrap="nowrap">
        <HabboAvatar username={perfil.username} url={perfil.habbo_avatar_url} size="xl" />
        <Stack gap={6}>
          <Title order={2} size="h3" style={{ wordBreak: 'break-word' }}>
            {perfil.username}
          </Title>
          <Group gap="xs">
            <Badge variant="light" size="lg">
              {perfil.rango ?? RANGO_INVITADO}
            </Badge>
            {perfil.habbo_verificado ? <VerificadoHabbo /> : null}
          </Group>
        </Stack>
      </Group>
      <DataList mt="lg" withDivider labelWidth={180}>
        <Dato etiqueta="Misión" valor={perfil.mision ?? 'Sin misión'} />
        <Dato etiqueta="Fecha de registro" valor={fechaCorta(perfil.fecha_registro)} />
        <Dato etiqueta="Número de empleado" valor={perfil.numeroEmpleado} />
        <Dato etiqueta="Tiempo confirmado" valor={perfil.tiemposConfirmados} />
        <Dato
          etiqueta="Última conexión"
          valor={perfil.ultima_vez ? fechaCorta(perfil.ultima_vez) : 'Sin registros'}
        />
      </DataList>
    </Card>
  );
}
