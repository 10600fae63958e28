import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@/config/titulos';
import { perfilQueryOptions } from '@/features/cuenta/api/get-perfil';
import { CerrarSesionesCard } from '@/features/cuenta/components/cerrar-sesiones-card';
import { PerfilCard } from '@/features/cuenta/components/perfil-card';
import { getSessionUser, useSessionUser } from '@/lib/session';

export const clientLoader = (queryClient: QueryClient) => () => {
  const user = getSessionUser();
  if (user) void queryClient.prefetchQuery(perfilQueryOptions(user.nameUser));
  return null;
};

export function Component() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <PageHeader titulo={TITULO_PAGINA.perfil} />
      <PerfilCard nameUser={user.nameUser} />
      <CerrarSesionesCard />
    </>
  );
}
