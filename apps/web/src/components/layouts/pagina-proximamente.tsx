import '@mantine/core/styles/EmptyState.css';
import { EmptyState } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { PageHeader } from './page-header';

/** A private page whose content arrives in a later version. */
export function PaginaProximamente({ titulo }: { titulo: string }) {
  return (
    <>
      <PageHeader titulo={titulo} />
      <EmptyState
        py="xl"
        title="Disponible próximamente"
        description="Estamos preparando esta sección. Vuelve pronto."
        icon={<IconHourglassHigh aria-hidden size={32} />}
        withIndicatorBackground
      />
    </>
  );
}
