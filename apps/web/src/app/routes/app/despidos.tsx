import { Stack } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { despidosQueryOptions } from '@/features/despidos/api/get-despidos';
import { usernamesQueryOptions } from '@/features/despidos/api/get-usernames';
import { DespidoForm } from '@/features/despidos/components/despido-form';
import { DespidosLista } from '@/features/despidos/components/despidos-lista';
import { PropuestosDespido } from '@/features/advertencias/components/propuestos-despido';
import { useSessionUser } from '@/lib/session';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(despidosQueryOptions());
  void queryClient.prefetchQuery(usernamesQueryOptions());
  return null;
};

export function Component() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.despidos}
        descripcion="Quien es despedido pasa a invitado; «Ingresar» le devuelve la misión que tenía."
      />
      <Stack gap="xl">
        <DespidoForm admin={user.nameUser} />
        <PropuestosDespido />
        <DespidosLista />
      </Stack>
    </>
  );
}
