import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { rangosQueryOptions } from '@/lib/rangos';
import { AreaTrabajoTabs } from '@/features/rangos/components/area-trabajo';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(rangosQueryOptions());
  return null;
};

export function Component() {
  return (
    <>
      <PageHeader titulo={TITULO_PAGINA.servicios} />
      <AreaTrabajoTabs area="servicios" />
    </>
  );
}
