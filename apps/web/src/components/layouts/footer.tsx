import { Box, Text } from '@mantine/core';
import { useAppName } from '@/lib/app-config';

/**
 * Dark footer shown on every page, public and private. `oculto` keeps its place but
 * does not paint it (while the page's content is still arriving).
 */
export function Footer({ oculto = false }: { oculto?: boolean }) {
  const appName = useAppName();
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      bg="dark.8"
      px="md"
      py="lg"
      style={{
        borderTop: '1px solid var(--mantine-color-dark-5)',
        visibility: oculto ? 'hidden' : undefined,
      }}
    >
      <Text size="sm" ta="center" c="gray.3">
        © {year} {appName} · todos los derechos reservados
      </Text>
    </Box>
  );
}
