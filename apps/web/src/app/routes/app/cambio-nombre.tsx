import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { CambioNombreForm } from '@/features/cambio-nombre/components/cambio-nombre-form';
import { misSolicitudesQueryOptions } from '@/features/cambio-nombre/api';
import { useUsuarioSesion } from '@/lib/sesion';
import { precargar } from '@/app/precargar';

export const clientLoader = precargar(misSolicitudesQueryOptions);

export function Component() {
  const user = useUsuarioSesion();
  if (!user) return null;
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA['cambio-nombre']}
        descripcion="¿Cambiaste de nombre en Habbo? Pide aquí el cambio de tu cuenta."
      />
      <CambioNombreForm nameUser={user.nameUser} />
    </>
  );
}
