import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { pagosQueryOptions } from '@/features/paga/api/get-pagos';
import { PagosLista } from '@/features/paga/components/pagos-lista';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(pagosQueryOptions());
  return null;
};

export function Component() {
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.listadepaga}
        descripcion="Los créditos de los turnos confirmados, por persona y semana de paga."
      />
      <PagosLista />
    </>
  );
}
