import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { paths } from '@/config/paths';
import { Footer } from '@/components/layouts/footer';

/** The root route's error screen: an unexpected render, loader or chunk-loading failure. */
export function ErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Stack align="center" ta="center" gap="md" py={64} px="md" style={{ flex: 1 }}>
        <Title order={1}>Algo salió mal</Title>
        <Text c="dimmed" maw={460}>
          Ha ocurrido un error inesperado. Recarga la página para intentarlo de nuevo.
        </Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>Recargar la página</Button>
          <Button component="a" href={paths.home.getHref()} variant="default">
            Volver al inicio
          </Button>
        </Group>
      </Stack>
      <Footer />
    </Box>
  );
}
