import { misionesQueryOptions } from '@/features/misiones/api';
import { elegiblesQueryOptions } from '@/features/usuarios/api';
import { ventasQueryOptions } from '@/features/ventas/api';
import { VentaForm } from '@/features/ventas/components/venta-form';
import { VentasLista } from '@/features/ventas/components/ventas-lista';
import { precargar } from '@/app/precargar';
import { PaginaDeUsuario } from '@/components/layouts/pagina-de-usuario';

export const clientLoader = precargar(
  ventasQueryOptions,
  () => elegiblesQueryOptions('venta'),
  misionesQueryOptions,
);

export function Component() {
  return (
    <PaginaDeUsuario
      pagina="ventas"
      descripcion="Vende rangos de nivel inferior al tuyo y lleva el control de los pagos."
    >
      {(user) => (
        <>
          <VentaForm user={user} />
          <VentasLista />
        </>
      )}
    </PaginaDeUsuario>
  );
}
