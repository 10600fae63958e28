import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { rangosQueryOptions } from '@/features/rangos/api';
import { AreaTrabajoTabs } from '@/features/rangos/components/area-trabajo';
import { precargar } from '@/app/precargar';

export const clientLoader = precargar(rangosQueryOptions);

export function Component() {
  return (
    <>
      <PageHeader titulo={TITULO_PAGINA.servicios} />
      <AreaTrabajoTabs area="servicios" />
    </>
  );
}
