import { SimpleGrid } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { esStaff, NIVEL_DUENO } from '@mchabbo/shared/niveles/niveles';
import { PageHeader } from '@/components/layouts/page-header';
import { ProveedorCambiosSinGuardar } from '@/components/ui/cambios-sin-guardar';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { CambioClaveForm } from '@/features/cuenta/components/cambio-clave-form';
import { PreferenciasForm } from '@/features/cuenta/components/preferencias-form';
import { PushSwitch } from '@/features/notificaciones/components/push-switch';
import { AvisosAperturasSwitch } from '@/features/aperturas/components/avisos-aperturas-switch';
import { useUsuarioSesion } from '@/lib/sesion';

// Only the owner sees the settings cards: other levels never download their code.
const AjustesCard = lazy(async () => ({
  default: (await import('@/features/ajustes/components/ajustes-card')).AjustesCard,
}));
const AjustesAscensosCard = lazy(async () => ({
  default: (await import('@/features/ajustes/components/ajustes-ascensos-card'))
    .AjustesAscensosCard,
}));
const AjustesDiscordCard = lazy(async () => ({
  default: (await import('@/features/ajustes/components/ajustes-discord-card')).AjustesDiscordCard,
}));
const AjustesEntrevistaCard = lazy(async () => ({
  default: (await import('@/features/ajustes/components/ajustes-entrevista-card'))
    .AjustesEntrevistaCard,
}));
const AjustesRevisionCard = lazy(async () => ({
  default: (await import('@/features/ajustes/components/ajustes-revision-card'))
    .AjustesRevisionCard,
}));

export function Component() {
  const user = useUsuarioSesion();
  if (!user) return null;
  // Each card saves its own fields; leaving with unsaved edits in any of them asks first.
  return (
    <ProveedorCambiosSinGuardar>
      <PageHeader titulo={TITULO_PAGINA.configuracion} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" maw={1100}>
        <PreferenciasForm nameUser={user.nameUser} />
        <CambioClaveForm nameUser={user.nameUser} />
        <PushSwitch />
        {esStaff(user.nivel) ? <AvisosAperturasSwitch /> : null}
        {user.nivel === NIVEL_DUENO ? (
          <Suspense fallback={null}>
            <AjustesCard />
            <AjustesAscensosCard />
            <AjustesEntrevistaCard />
            <AjustesDiscordCard />
            <AjustesRevisionCard />
          </Suspense>
        ) : null}
      </SimpleGrid>
    </ProveedorCambiosSinGuardar>
  );
}
