import { Stack, Text, Title } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { encabezadoMontado } from '@/lib/primer-pintado';
import { usePageTitle } from '@/hooks/use-page-title';

/** The h1 of a page; also names the browser tab. */
export function PageHeader({ titulo, descripcion }: { titulo: string; descripcion?: ReactNode }) {
  usePageTitle(titulo);
  useEffect(encabezadoMontado, []);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} size="h2">
        {titulo}
      </Title>
      {descripcion ? <Text c="dimmed">{descripcion}</Text> : null}
    </Stack>
  );
}
