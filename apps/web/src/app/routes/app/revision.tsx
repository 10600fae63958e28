import { Alert, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FilaRevision, MarcaRevision } from '@mchabbo/shared/revision/contratos';
import { motivoAdvertenciaRevision, motivoDespidoRevision } from '@mchabbo/shared/revision/textos';
import { TITULO_PAGINA } from '@mchabbo/shared/niveles/menu';
import { EsperaDePagina } from '@/components/layouts/espera-de-pagina';
import { PageHeader } from '@/components/layouts/page-header';
import { DespedirDialogo } from '@/features/despidos/components/despedir-dialogo';
import { clavesRevision } from '@/features/revision/claves';
import { revisionQueryOptions, useRevision } from '@/features/revision/api';
import { AdvertirDialogo } from '@/features/revision/components/advertir-dialogo';
import { RevisionEstado } from '@/features/revision/components/revision-estado';
import { RevisionLista } from '@/features/revision/components/revision-lista';
import { mensajeDeError } from '@/lib/api-client';
import { useUsuarioSesion } from '@/lib/sesion';
import { precargar } from '@/app/precargar';

export const clientLoader = precargar(revisionQueryOptions);

type Dialogo = { tipo: 'advertir' | 'despedir'; fila: FilaRevision; motivo: string };

/** The Habbo roster check (docs/reglas.md, Habbo roster 35.4). */
export function Component() {
  const user = useUsuarioSesion();
  const revision = useRevision();
  const [dialogo, setDialogo] = useState<Dialogo | null>(null);
  const [mensajes, setMensajes] = useState<ReadonlyMap<number, string>>(new Map());
  const [despedido, setDespedido] = useState<string | null>(null);
  const queryClient = useQueryClient();
  if (!user) return null;
  const abrir = (tipo: Dialogo['tipo']) => (fila: FilaRevision, marca: MarcaRevision) =>
    setDialogo({
      tipo,
      fila,
      motivo:
        tipo === 'despedir'
          ? motivoDespidoRevision(marca, fila)
          : motivoAdvertenciaRevision(marca, fila),
    });
  const advertido = (fila: FilaRevision) => () =>
    setMensajes((m) => new Map(m).set(fila.usuario_id, `${fila.usuario} recibió una advertencia.`));
  // A dismissed person is no longer staff: their card leaves the list, so the result
  // shows above it.
  const despedir = (fila: FilaRevision) => () => {
    setDespedido(`${fila.usuario} fue despedido: ahora es invitado.`);
    void queryClient.invalidateQueries({ queryKey: clavesRevision.todas });
  };
  return (
    <>
      <PageHeader
        titulo={TITULO_PAGINA.revision}
        descripcion="El personal tal como lo ve Habbo: misión, grupo, perfil y última entrada. Lo desconocido no se marca."
      />
      {revision.isPending ? (
        <>
          <EsperaDePagina />
          <Text role="status" c="dimmed">
            Cargando revisión...
          </Text>
        </>
      ) : revision.isError ? (
        <Alert color="red" variant="light" role="alert">
          {mensajeDeError(revision.error, 'No se pudo cargar la revisión.')}
        </Alert>
      ) : (
        <Stack gap="lg">
          <RevisionEstado vista={revision.data} />
          {despedido ? (
            <Alert color="green" variant="light" role="status" maw={720}>
              {despedido}
            </Alert>
          ) : null}
          <RevisionLista
            filas={revision.data.filas}
            mensajes={mensajes}
            acciones={{ onAdvertir: abrir('advertir'), onDespedir: abrir('despedir') }}
          />
        </Stack>
      )}
      {dialogo?.tipo === 'advertir' ? (
        <AdvertirDialogo
          key={dialogo.fila.usuario_id}
          usuario={dialogo.fila.usuario}
          motivo={dialogo.motivo}
          onCerrar={() => setDialogo(null)}
          onAdvertido={advertido(dialogo.fila)}
        />
      ) : dialogo?.tipo === 'despedir' ? (
        <DespedirDialogo
          key={dialogo.fila.usuario_id}
          usuario={dialogo.fila.usuario}
          motivo={dialogo.motivo}
          admin={user.nameUser}
          onCerrar={() => setDialogo(null)}
          onDespedido={despedir(dialogo.fila)}
        />
      ) : null}
    </>
  );
}
