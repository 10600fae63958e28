import { Stack, Text, Title } from '@mantine/core';
import { RANGO_INVITADO } from '@mchabbo/shared/niveles/niveles';
import { AccesosRapidos } from '@/features/shell/components/accesos-rapidos';
import { usePageTitle } from '@/hooks/use-page-title';
import { useSessionUser } from '@/lib/session';

export function Component() {
  const user = useSessionUser();
  usePageTitle('Inicio');
  if (!user) return null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Bienvenido, {user.rango ?? RANGO_INVITADO}
        </Title>
        <Text c="dimmed">Hola, {user.nameUser}. Elige una sección para empezar.</Text>
      </div>
      <AccesosRapidos nivel={user.nivel} />
    </Stack>
  );
}
