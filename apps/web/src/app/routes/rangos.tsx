import { Container, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { rangosQueryOptions } from '@/features/rangos/api';
import { RangosAccordion } from '@/features/rangos/components/rangos-accordion';
import { usePageTitle } from '@/hooks/use-page-title';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(rangosQueryOptions());
  return null;
};

export function Component() {
  usePageTitle('Rangos');
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb={4}>
        Rangos
      </Title>
      <Text c="dimmed" mb="lg">
        Los siete grupos de rangos del restaurante: misiones, pagas, requisitos, acceso a la web y
        funciones. Los valores están en créditos.
      </Text>
      <RangosAccordion />
    </Container>
  );
}
