import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { clonesQueryOptions } from '@/features/clones/api';
import { ClonesLista } from '@/features/clones/components/clones-lista';
import { precargar } from '@/app/precargar';

export const clientLoader = precargar(clonesQueryOptions);

export function Component() {
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.clones}
        descripcion="Cuentas que comparten IP. «Permitir» marca como legítima esa cuenta en esa IP."
      />
      <ClonesLista />
    </>
  );
}
