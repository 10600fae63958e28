import { ascensosQueryOptions } from '@/features/ascensos/api';
import { AscensoForm } from '@/features/ascensos/components/ascenso-form';
import { AscensosLista } from '@/features/ascensos/components/ascensos-lista';
import { precargar } from '@/app/precargar';
import { PaginaDeUsuario } from '@/components/layouts/pagina-de-usuario';

export const clientLoader = precargar(ascensosQueryOptions);

export function Component() {
  return (
    <PaginaDeUsuario
      pagina="ascensos"
      descripcion="Propón a alguien de rango inferior para un puesto superior; lo decide la administración por encima de ambos."
      gap="xl"
    >
      {(user) => (
        <>
          <AscensoForm nivel={user.nivel} />
          <AscensosLista />
        </>
      )}
    </PaginaDeUsuario>
  );
}
