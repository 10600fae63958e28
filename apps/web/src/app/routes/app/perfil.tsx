import { Stack } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { perfilQueryOptions } from '@/features/cuenta/api';
import { CerrarSesionesCard } from '@/features/cuenta/components/cerrar-sesiones-card';
import { HistorialRangos } from '@/features/cuenta/components/historial-rangos';
import { MisCapacitaciones } from '@/features/capacitaciones/components/capacitaciones-aprobadas';
import { PerfilCard } from '@/features/cuenta/components/perfil-card';
import { VerificarHabboCard } from '@/features/cuenta/components/verificar-habbo-card';
import { AdvertenciasPersona } from '@/features/advertencias/components/advertencias-persona';
import { HistorialTurnos } from '@/features/historial/components/historial-turnos';
import { esStaff } from '@mchabbo/shared/niveles/niveles';
import { leerUsuarioSesion, useUsuarioSesion } from '@/lib/sesion';

export const clientLoader = (queryClient: QueryClient) => () => {
  const user = leerUsuarioSesion();
  if (user) void queryClient.prefetchQuery(perfilQueryOptions(user.nameUser));
  return null;
};

export function Component() {
  const user = useUsuarioSesion();
  if (!user) return null;
  return (
    <>
      <PageHeader titulo={TITULO_PAGINA.perfil} />
      <Stack gap="lg">
        <PerfilCard nameUser={user.nameUser} />
        <VerificarHabboCard nameUser={user.nameUser} />
        <HistorialRangos nameUser={user.nameUser} />
        <MisCapacitaciones />
        {esStaff(user.nivel) ? (
          <HistorialTurnos filtros={{ usuario: user.nameUser }} titulo="Historial" porSemana />
        ) : null}
        {esStaff(user.nivel) ? (
          <AdvertenciasPersona usuario={user.nameUser} puedeAdvertir={false} />
        ) : null}
      </Stack>
      <CerrarSesionesCard />
    </>
  );
}
