import { lazy, Suspense } from 'react';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { EsperaDePagina } from '@/components/layouts/espera-de-pagina';
import { PageHeader } from '@/components/layouts/page-header';
import { estadisticasQueryOptions } from '@/features/estadisticas/api';
import { precargar } from '@/app/precargar';

// The chart library (recharts) comes only with this page, after its heading.
const EstadisticasGraficos = lazy(async () => ({
  default: (await import('@/features/estadisticas/components/estadisticas-graficos'))
    .EstadisticasGraficos,
}));

export const clientLoader = precargar(estadisticasQueryOptions);

export function Component() {
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.estadisticas}
        descripcion="La semana en gráficos: horas, cobertura, esperas y créditos."
      />
      <Suspense fallback={<EsperaDePagina />}>
        <EstadisticasGraficos />
      </Suspense>
    </>
  );
}
