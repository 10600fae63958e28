import { Stack } from '@mantine/core';
import { useState } from 'react';
import { motivoPropuesto } from '@mchabbo/shared/despidos/contratos';
import { PageHeader } from '@/components/layouts/page-header';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { despidosQueryOptions } from '@/features/despidos/api';
import { elegiblesQueryOptions } from '@/features/usuarios/api';
import { DespedirDialogo } from '@/features/despidos/components/despedir-dialogo';
import { DespidoForm } from '@/features/despidos/components/despido-form';
import { DespidosLista } from '@/features/despidos/components/despidos-lista';
import { PropuestosDespido } from '@/features/advertencias/components/propuestos-despido';
import { useUsuarioSesion } from '@/lib/sesion';
import { precargar } from '@/app/precargar';

export const clientLoader = precargar(despidosQueryOptions, () => elegiblesQueryOptions('despido'));

export function Component() {
  const user = useUsuarioSesion();
  // A person proposed for dismissal, being dismissed from their card (Dismissals 12.7).
  const [propuesto, setPropuesto] = useState<{ usuario: string; motivo: string } | null>(null);
  const [exito, setExito] = useState<string | null>(null);
  if (!user) return null;
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.despidos}
        descripcion="Quien es despedido pasa a invitado; «Ingresar» le devuelve la misión que tenía."
      />
      <Stack gap="xl">
        <DespidoForm admin={user.nameUser} />
        <PropuestosDespido
          exito={exito}
          onDespedir={(usuario, advertencias) => {
            setExito(null);
            setPropuesto({ usuario, motivo: motivoPropuesto(advertencias) });
          }}
        />
        <DespidosLista />
      </Stack>
      {propuesto ? (
        <DespedirDialogo
          key={propuesto.usuario}
          usuario={propuesto.usuario}
          motivo={propuesto.motivo}
          admin={user.nameUser}
          onCerrar={() => setPropuesto(null)}
          onDespedido={setExito}
        />
      ) : null}
    </>
  );
}
