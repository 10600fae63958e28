import { ausenciasQueryOptions } from '@/features/ausencias/api';
import { AusenciaForm } from '@/features/ausencias/components/ausencia-form';
import { AusenciasLista } from '@/features/ausencias/components/ausencias-lista';
import { precargar } from '@/app/precargar';
import { PaginaDeUsuario } from '@/components/layouts/pagina-de-usuario';

export const clientLoader = precargar(ausenciasQueryOptions);

export function Component() {
  return (
    <PaginaDeUsuario
      pagina="ausencias"
      descripcion="Mientras una ausencia aprobada esté en curso no se te puede iniciar un tiempo."
      gap="xl"
    >
      {(user) => (
        <>
          {user.nivel > 0 ? <AusenciaForm /> : null}
          <AusenciasLista nameUser={user.nameUser} />
        </>
      )}
    </PaginaDeUsuario>
  );
}
