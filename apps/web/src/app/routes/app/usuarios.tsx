import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { esCronometrador } from '@mchabbo/shared/niveles/niveles';
import { PageHeader } from '@/components/layouts/page-header';
import { AdvertenciasPersona } from '@/features/advertencias/components/advertencias-persona';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { BusquedaUsuarios } from '@/features/usuarios/components/busqueda-usuarios';
import { CapacitacionesDePersona } from '@/features/capacitaciones/components/capacitaciones-aprobadas';
import { useUsuarioSesion } from '@/lib/sesion';

export function Component() {
  const user = useUsuarioSesion();
  const [params] = useSearchParams();
  const nombre = params.get('nombre')?.trim() ?? '';
  if (!user) return null;
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.usuarios}
        descripcion="Busca a una persona para ver su ficha, borrar sus IP o darle una clave temporal."
      />
      <Stack gap="lg">
        <BusquedaUsuarios yo={user} />
        {nombre ? (
          <CapacitacionesDePersona key={`c-${nombre.toLowerCase()}`} usuario={nombre} />
        ) : null}
        {nombre ? (
          <AdvertenciasPersona
            key={nombre.toLowerCase()}
            usuario={nombre}
            puedeAdvertir={
              esCronometrador(user.nivel) && nombre.toLowerCase() !== user.nameUser.toLowerCase()
            }
          />
        ) : null}
      </Stack>
    </>
  );
}
