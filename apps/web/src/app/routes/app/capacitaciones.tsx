import { capacitacionesQueryOptions, turnosQueryOptions } from '@/features/capacitaciones/api';
import { Capacitaciones } from '@/features/capacitaciones/components/capacitaciones';
import { precargar } from '@/app/precargar';
import { PaginaDeUsuario } from '@/components/layouts/pagina-de-usuario';

export const clientLoader = precargar(capacitacionesQueryOptions, turnosQueryOptions);

export function Component() {
  return (
    <PaginaDeUsuario
      pagina="capacitaciones"
      descripcion="Los cursos que preparan para un puesto: reserva un turno con un instructor y haz el examen cuando lo tenga."
      gap="xl"
    >
      {(user) => <Capacitaciones nivel={user.nivel} />}
    </PaginaDeUsuario>
  );
}
