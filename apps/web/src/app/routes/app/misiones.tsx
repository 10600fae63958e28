import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { misionesQueryOptions } from '@/features/misiones/api';
import { rangosQueryOptions } from '@/features/rangos/api';
import { elegiblesQueryOptions } from '@/features/usuarios/api';
import { AsignarMisionForm } from '@/features/misiones/components/asignar-mision-form';
import { MisionesCatalogo } from '@/features/misiones/components/misiones-catalogo';
import { useUsuarioSesion } from '@/lib/sesion';
import { precargar } from '@/app/precargar';

export const clientLoader = precargar(misionesQueryOptions, rangosQueryOptions, () =>
  elegiblesQueryOptions('puesto'),
);

export function Component() {
  const user = useUsuarioSesion();
  if (!user) return null;
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.misiones}
        descripcion="Los puestos de cada rango con su costo y su paga, y quién tiene cada uno."
      />
      <Tabs defaultValue="catalogo" keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="catalogo">Catálogo</Tabs.Tab>
          <Tabs.Tab value="asignar">Asignar rango</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="catalogo">
          <MisionesCatalogo nivel={user.nivel} />
        </Tabs.Panel>
        <Tabs.Panel value="asignar">
          <AsignarMisionForm user={user} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
