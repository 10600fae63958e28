import { membresiasQueryOptions } from '@/features/membresias/api';
import { elegiblesQueryOptions } from '@/features/usuarios/api';
import { MembresiaForm } from '@/features/membresias/components/membresia-form';
import { MembresiasLista } from '@/features/membresias/components/membresias-lista';
import { precargar } from '@/app/precargar';
import { PaginaDeUsuario } from '@/components/layouts/pagina-de-usuario';

export const clientLoader = precargar(membresiasQueryOptions, () =>
  elegiblesQueryOptions('membresia'),
);

export function Component() {
  return (
    <PaginaDeUsuario
      pagina="membresias"
      descripcion="Membresías VIP, Oro, Plata y Bronce: quién las tiene y hasta cuándo."
    >
      {(user) => (
        <>
          <MembresiaForm nameUser={user.nameUser} />
          <MembresiasLista />
        </>
      )}
    </PaginaDeUsuario>
  );
}
