import { Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import {
  esAdministracion,
  esCronometrador,
  esStaff,
  esTrabajador,
  NIVEL_INVITADO,
  RANGO_INVITADO,
} from '@mchabbo/shared/niveles/niveles';
import { actividadQueryOptions } from '@/features/actividad/api';
import { ActividadCard } from '@/features/actividad/components/actividad-card';
import { ProximaApertura } from '@/features/aperturas/components/proxima-apertura';
import { destacadosQueryOptions } from '@/features/publico/api';
import { InicioInvitado } from '@/features/cuenta/components/inicio-invitado';
import { SiguientePaso } from '@/features/capacitaciones/components/siguiente-paso';
import { pendientesQueryOptions } from '@/features/pendientes/api';
import { PendientesCard } from '@/features/pendientes/components/pendientes-card';
import { DestacadosCard } from '@/features/publico/components/destacados-card';
import { MiMisionCard } from '@/features/revision/components/mi-mision-card';
import { AccesosRapidos } from '@/features/shell/components/accesos-rapidos';
import { misTiemposQueryOptions } from '@/features/tiempos/api';
import { MiSemanaCard } from '@/features/paga/components/mi-semana-card';
import { MisTiemposResumen } from '@/features/tiempos/components/mis-tiempos-resumen';
import { PedirTiempoCard } from '@/features/tiempos/components/pedir-tiempo-card';
import { usePageTitle } from '@/hooks/use-page-title';
import { leerUsuarioSesion, useUsuarioSesion } from '@/lib/sesion';

export const clientLoader = (queryClient: QueryClient) => () => {
  const user = leerUsuarioSesion();
  if (user && esStaff(user.nivel)) {
    void queryClient.prefetchQuery(misTiemposQueryOptions());
    void queryClient.prefetchQuery(destacadosQueryOptions());
  }
  if (user && esAdministracion(user.nivel)) void queryClient.prefetchQuery(actividadQueryOptions());
  if (user && esCronometrador(user.nivel)) void queryClient.prefetchQuery(pendientesQueryOptions());
  return null;
};

export function Component() {
  const user = useUsuarioSesion();
  usePageTitle('Inicio');
  if (!user) return null;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Bienvenido, {user.rango ?? RANGO_INVITADO}
        </Title>
        <Text c="dimmed">Hola, {user.nameUser}. Elige una sección para empezar.</Text>
      </div>
      {user.nivel === NIVEL_INVITADO ? <SiguientePaso /> : null}
      {user.nivel === NIVEL_INVITADO ? <InicioInvitado /> : null}
      {esCronometrador(user.nivel) ? <PendientesCard /> : null}
      {esStaff(user.nivel) ? (
        <ProximaApertura puedeApuntarse={esCronometrador(user.nivel) && user.nivel !== 0} />
      ) : null}
      {esTrabajador(user.nivel) ? <MiMisionCard /> : null}
      {esTrabajador(user.nivel) ? <PedirTiempoCard /> : null}
      {esStaff(user.nivel) ? <MisTiemposResumen nameUser={user.nameUser} /> : null}
      <MiSemanaCard nivel={user.nivel} />
      {esAdministracion(user.nivel) ? <ActividadCard /> : null}
      {esStaff(user.nivel) ? <DestacadosCard /> : null}
      <AccesosRapidos nivel={user.nivel} />
    </Stack>
  );
}
