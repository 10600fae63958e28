import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { solicitudesQueryOptions } from '@/features/cambio-nombre/api';
import { SolicitudesLista } from '@/features/cambio-nombre/components/solicitudes-lista';
import { precargar } from '@/app/precargar';

export const clientLoader = precargar(solicitudesQueryOptions);

export function Component() {
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA['cambio-nombre-admin']}
        descripcion="Al aprobar una solicitud la cuenta pasa a llamarse con el nombre pedido; al rechazarla, ese nombre queda libre."
      />
      <SolicitudesLista />
    </>
  );
}
