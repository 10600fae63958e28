import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { PageHeader } from '@/components/layouts/page-header';
import { informeQueryOptions } from '@/features/encargados/api';
import { InformeEncargados } from '@/features/encargados/components/informe-encargados';
import { precargar } from '@/app/precargar';

export const clientLoader = precargar(() => informeQueryOptions(null));

export function Component() {
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA['informe-encargados']}
        descripcion="Cifras de cada encargado en la semana de paga; primero quien tiene cifras de más del doble de la mediana."
      />
      <InformeEncargados />
    </>
  );
}
