import { Stack } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { misionesQueryOptions } from '@/lib/misiones';
import { elegiblesQueryOptions } from '@/lib/elegibles';
import { ventasQueryOptions } from '@/features/ventas/api/get-ventas';
import { VentaForm } from '@/features/ventas/components/venta-form';
import { VentasLista } from '@/features/ventas/components/ventas-lista';
import { useSessionUser } from '@/lib/session';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(ventasQueryOptions());
  void queryClient.prefetchQuery(elegiblesQueryOptions('venta'));
  void queryClient.prefetchQuery(misionesQueryOptions());
  return null;
};

export function Component() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.ventas}
        descripcion="Vende rangos de nivel inferior al tuyo y lleva el control de los pagos."
      />
      <Stack gap="lg">
        <VentaForm user={user} />
        <VentasLista />
      </Stack>
    </>
  );
}
