import { Box, Container, Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { AvisoCierre } from '@/features/cuenta/components/aviso-cierre';
import { usePageTitle } from '@/hooks/use-page-title';
import { useAppName } from '@/lib/app-config';

// The sections (cards, avatars, the members query) are not needed for the first paint:
// the hero and the section titles paint at once, the rest follows in its own chunk.
const cargarSecciones = () => import('./landing-secciones');
const MiembrosAdministracion = lazy(() =>
  cargarSecciones().then((m) => ({ default: m.MiembrosAdministracion })),
);
const Horarios = lazy(() => cargarSecciones().then((m) => ({ default: m.Horarios })));
const Noticias = lazy(() => cargarSecciones().then((m) => ({ default: m.Noticias })));
const TrabajadorSemana = lazy(() =>
  cargarSecciones().then((m) => ({ default: m.TrabajadorSemana })),
);

export const clientLoader = (queryClient: QueryClient) => () => {
  // The members' fetch starts with the sections' download, not after it.
  void import('@/features/publico/api').then((m) =>
    queryClient.prefetchQuery(m.administracionQueryOptions()),
  );
  void import('@/features/publico/api').then((m) =>
    queryClient.prefetchQuery(m.destacadosQueryOptions()),
  );
  return null;
};

function Seccion({
  id,
  titulo,
  descripcion,
  alto,
  children,
}: {
  id: string;
  titulo: string;
  descripcion: string;
  /** Room kept while the section's code loads, so nothing below it jumps. */
  alto: number | { base: number; sm: number };
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
      <Suspense fallback={<Box mih={alto} aria-busy="true" />}>{children}</Suspense>
    </Box>
  );
}

export function Component() {
  const appName = useAppName();
  usePageTitle();
  return (
    <>
      <AvisoCierre />
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
          alto={{ base: 376, sm: 180 }}
        >
          <MiembrosAdministracion />
        </Seccion>
        <Seccion
          id="trabajador-semana"
          titulo="Trabajador de la semana"
          descripcion="Quien más tiempo confirmó la semana pasada."
          alto={140}
        >
          <TrabajadorSemana />
        </Seccion>
        <Seccion
          id="horarios"
          titulo="Horarios"
          descripcion="Hora de apertura del restaurante en cada país."
          alto={160}
        >
          <Horarios />
        </Seccion>
        <Seccion
          id="noticias"
          titulo="Noticias"
          descripcion="Lo último del restaurante."
          alto={420}
        >
          <Noticias />
        </Seccion>
      </Container>
    </>
  );
}
