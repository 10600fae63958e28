import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { pagosQueryOptions } from '@/features/paga/api';
import { PagosLista } from '@/features/paga/components/pagos-lista';
import { precargar } from '@/app/precargar';

export const clientLoader = precargar(pagosQueryOptions);

export function Component() {
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.listadepaga}
        descripcion="Los créditos de los turnos confirmados, por persona y semana de paga."
      />
      <PagosLista />
    </>
  );
}
