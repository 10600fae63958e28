import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

/** Shown for any address that matches no route. */
export function NotFound() {
  usePageTitle('Página no encontrada');
  return (
    <Stack align="center" ta="center" gap="md" py={64} px="md">
      <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
        404
      </Text>
      <Title order={1}>Página no encontrada</Title>
      <Text c="dimmed" maw={420}>
        La dirección que buscas no existe o se ha movido.
      </Text>
      <Button component={Link} to={paths.home.getHref()}>
        Volver al inicio
      </Button>
    </Stack>
  );
}
