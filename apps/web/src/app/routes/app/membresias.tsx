import { Stack } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { membresiasQueryOptions } from '@/features/membresias/api/get-membresias';
import { elegiblesQueryOptions } from '@/lib/elegibles';
import { MembresiaForm } from '@/features/membresias/components/membresia-form';
import { MembresiasLista } from '@/features/membresias/components/membresias-lista';
import { useSessionUser } from '@/lib/session';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(membresiasQueryOptions());
  void queryClient.prefetchQuery(elegiblesQueryOptions('membresia'));
  return null;
};

export function Component() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.membresias}
        descripcion="Membresías VIP, Oro, Plata y Bronce: quién las tiene y hasta cuándo."
      />
      <Stack gap="lg">
        <MembresiaForm nameUser={user.nameUser} />
        <MembresiasLista />
      </Stack>
    </>
  );
}
