import { Stack } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { PageHeader } from '@/components/layouts/page-header';
import { ascensosQueryOptions } from '@/features/ascensos/api/ascensos';
import { AscensoForm } from '@/features/ascensos/components/ascenso-form';
import { AscensosLista } from '@/features/ascensos/components/ascensos-lista';
import { useSessionUser } from '@/lib/session';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(ascensosQueryOptions());
  return null;
};

export function Component() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.ascensos}
        descripcion="Propón a alguien de rango inferior para un puesto superior; lo decide la administración por encima de ambos."
      />
      <Stack gap="xl">
        <AscensoForm nivel={user.nivel} />
        <AscensosLista />
      </Stack>
    </>
  );
}
