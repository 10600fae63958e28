import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { solicitudesQueryOptions } from '@/features/cambio-nombre/api/get-solicitudes';
import { SolicitudesLista } from '@/features/cambio-nombre/components/solicitudes-lista';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(solicitudesQueryOptions());
  return null;
};

export function Component() {
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA['cambio-nombre-admin']}
        descripcion="Al aprobar una solicitud la cuenta pasa a llamarse con el nombre pedido; al rechazarla, ese nombre queda libre."
      />
      <SolicitudesLista />
    </>
  );
}
