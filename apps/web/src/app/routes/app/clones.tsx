import { PaginaProximamente } from '@/components/layouts/pagina-proximamente';
import { TITULO_PAGINA } from '@/config/titulos';

export function Component() {
  return <PaginaProximamente titulo={TITULO_PAGINA.clones} />;
}
