import { esAdministracion, esCronometrador, NIVEL_DUENO } from '@mchabbo/shared/niveles/niveles';
import { aperturasQueryOptions } from '@/features/aperturas/api';
import { AperturasSemana } from '@/features/aperturas/components/aperturas-semana';
import { EspecialForm } from '@/features/aperturas/components/especial-form';
import { HorarioEditor } from '@/features/aperturas/components/horario-editor';
import { precargar } from '@/app/precargar';
import { PaginaDeUsuario } from '@/components/layouts/pagina-de-usuario';

export const clientLoader = precargar(() => aperturasQueryOptions());

export function Component() {
  return (
    <PaginaDeUsuario
      pagina="aperturas"
      descripcion="Cuándo abre el restaurante y qué encargados abren cada día."
      gap="xl"
    >
      {(user) => (
        <>
          <AperturasSemana
            puedeApuntarse={esCronometrador(user.nivel) && user.nivel !== NIVEL_DUENO}
            puedeBorrar={esAdministracion(user.nivel)}
          />
          {esAdministracion(user.nivel) ? <EspecialForm /> : null}
          {user.nivel === NIVEL_DUENO ? <HorarioEditor /> : null}
        </>
      )}
    </PaginaDeUsuario>
  );
}
