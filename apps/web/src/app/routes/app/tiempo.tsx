import { lazy, Suspense, useDeferredValue } from 'react';
import { EsperaDePagina } from '@/components/layouts/espera-de-pagina';
import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { useUsuarioSesion } from '@/lib/sesion';

// The heading does not wait for the screen's code (forms, list, live stream): the router
// starts loading it (precargar-tiempo.ts; on a first load, once the heading has painted) and
// it renders once it has arrived.
const TiemposPanel = lazy(() =>
  import('@/features/tiempos/components/tiempos-panel').then((m) => ({
    default: m.TiemposPanel,
  })),
);

export function Component() {
  const user = useUsuarioSesion();
  // The heading paints first; the screen below it follows in a background render, so the
  // page's first frame does not wait for all of it.
  const conPanel = useDeferredValue(true, false);
  if (!user) return null;
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.tiempo}
        descripcion="Cronometra los turnos de los rangos inferiores al tuyo. Los cambios de otros encargados aparecen al momento."
      />
      {conPanel ? (
        <Suspense fallback={<EsperaDePagina />}>
          <TiemposPanel user={user} />
        </Suspense>
      ) : (
        <EsperaDePagina />
      )}
    </>
  );
}
