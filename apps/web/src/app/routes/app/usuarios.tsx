import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@/config/titulos';
import { BusquedaUsuarios } from '@/features/usuarios/components/busqueda-usuarios';
import { useSessionUser } from '@/lib/session';

export function Component() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.usuarios}
        descripcion="Busca a una persona para ver su ficha, borrar sus IP o darle una clave temporal."
      />
      <BusquedaUsuarios yo={user} />
    </>
  );
}
