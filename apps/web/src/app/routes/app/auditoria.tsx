import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { AuditoriaLista } from '@/features/auditoria/components/auditoria-lista';

export function Component() {
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.auditoria}
        descripcion="Todo lo que cambia personas, tiempos o dinero: quién, qué, a quién, cuándo y por qué."
      />
      <AuditoriaLista />
    </>
  );
}
