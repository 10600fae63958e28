import { Stack } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { ausenciasQueryOptions } from '@/features/ausencias/api/get-ausencias';
import { AusenciaForm } from '@/features/ausencias/components/ausencia-form';
import { AusenciasLista } from '@/features/ausencias/components/ausencias-lista';
import { useSessionUser } from '@/lib/session';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(ausenciasQueryOptions());
  return null;
};

export function Component() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.ausencias}
        descripcion="Mientras una ausencia aprobada esté en curso no se te puede iniciar un tiempo."
      />
      <Stack gap="xl">
        {user.nivel > 0 ? <AusenciaForm /> : null}
        <AusenciasLista nameUser={user.nameUser} />
      </Stack>
    </>
  );
}
