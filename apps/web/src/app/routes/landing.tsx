import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { administracionQueryOptions } from '@/features/publico/api/get-administracion';
import { Horarios } from '@/features/publico/components/horarios';
import { MiembrosAdministracion } from '@/features/publico/components/miembros-administracion';
import { Noticias } from '@/features/publico/components/noticias';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAppName } from '@/lib/app-config';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(administracionQueryOptions());
  return null;
};

function Seccion({
  id,
  titulo,
  descripcion,
  children,
}: {
  id: string;
  titulo: string;
  descripcion: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} py="xl">
      <Title order={2} id={id}>
        {titulo}
      </Title>
      <Text c="dimmed" mb="lg">
        {descripcion}
      </Text>
      {children}
    </Box>
  );
}

export function Component() {
  const appName = useAppName();
  usePageTitle();
  return (
    <>
      <Box bg="red.9" c="white" py={{ base: 40, sm: 64 }}>
        <Container size="lg">
          <Stack gap="sm" maw={640}>
            <Title order={1} fz={{ base: 32, sm: 44 }}>
              Bienvenido a {appName}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }}>
              El restaurante de rol de Habbo. Trabaja por turnos, gana créditos y sube de rango con
              el equipo.
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg">
        <Seccion
          id="administracion"
          titulo="Administración"
          descripcion="Las personas que dirigen el restaurante."
        >
          <MiembrosAdministracion />
        </Seccion>
        <Seccion
          id="horarios"
          titulo="Horarios"
          descripcion="Hora de apertura del restaurante en cada país."
        >
          <Horarios />
        </Seccion>
        <Seccion id="noticias" titulo="Noticias" descripcion="Lo último del restaurante.">
          <Noticias />
        </Seccion>
      </Container>
    </>
  );
}
