import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@/config/titulos';
import { tiemposQueryOptions } from '@/features/tiempos/api/get-tiempos';
import { usernamesQueryOptions } from '@/features/tiempos/api/get-usernames';
import { TiemposPanel } from '@/features/tiempos/components/tiempos-panel';
import { useSessionUser } from '@/lib/session';

export const clientLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(tiemposQueryOptions());
  void queryClient.prefetchQuery(usernamesQueryOptions());
  return null;
};

export function Component() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.tiempo}
        descripcion="Cronometra los turnos de los rangos inferiores al tuyo. Los cambios de otros encargados aparecen al momento."
      />
      <TiemposPanel user={user} />
    </>
  );
}
