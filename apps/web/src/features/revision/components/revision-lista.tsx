import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { FilaRevision, MarcaRevision } from '@mchabbo/shared/revision/contratos';
import { MARCAS_DESPIDO, textoMarca } from '@mchabbo/shared/revision/textos';
import { mensajeDeError } from '@/lib/api-client';
import { fechaHora } from '@/lib/formato-fecha';
import { useAvisarRevision } from '../api';

/** What one flag offers (docs/reglas.md, Habbo roster 35.4). */
type Accion = 'avisar' | 'advertir' | 'despedir' | null;
const ACCION: Record<MarcaRevision, Accion> = {
  mision: 'avisar',
  fuera_del_grupo: 'avisar',
  perfil_oculto: 'avisar',
  ausente_aviso: 'advertir',
  ausente_despido: 'despedir',
  grupo_rival: 'despedir',
  no_encontrado: null,
  sin_verificar: null,
};

/** What the page does for an action that opens a dialog. */
export interface AccionesRevision {
  onAdvertir: (fila: FilaRevision, marca: MarcaRevision) => void;
  onDespedir: (fila: FilaRevision, marca: MarcaRevision) => void;
}

function Marca({
  fila,
  marca,
  acciones,
  onAvisar,
  avisando,
}: {
  fila: FilaRevision;
  marca: MarcaRevision;
  acciones: AccionesRevision;
  onAvisar: () => void;
  avisando: boolean;
}) {
  const accion = ACCION[marca];
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs">
      <Text size="sm" style={{ overflowWrap: 'anywhere', flex: '1 1 14rem' }}>
        {textoMarca(marca, fila)}
      </Text>
      {accion === 'avisar' ? (
        <Button size="xs" variant="light" loading={avisando} onClick={onAvisar}>
          Avisar
        </Button>
      ) : accion === 'advertir' ? (
        <Button
          size="xs"
          variant="light"
          color="orange"
          onClick={() => acciones.onAdvertir(fila, marca)}
        >
          Advertir
        </Button>
      ) : accion === 'despedir' && MARCAS_DESPIDO.includes(marca) ? (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => acciones.onDespedir(fila, marca)}
        >
          Proponer despido
        </Button>
      ) : null}
    </Group>
  );
}

/** One person: their flags in words, each with its action, and when they were read. */
function TarjetaPersona({
  fila,
  acciones,
  mensaje,
}: {
  fila: FilaRevision;
  acciones: AccionesRevision;
  mensaje: string | null;
}) {
  const avisar = useAvisarRevision();
  const [exito, setExito] = useState<string | null>(null);
  const tituloId = `revision-${fila.usuario_id}`;
  const enOrden = fila.marcas.length === 0;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={tituloId}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Title order={3} size="h5" id={tituloId} style={{ wordBreak: 'break-word' }}>
          {fila.usuario}
        </Title>
        <Badge variant="light" color={enOrden ? 'green' : 'orange'}>
          {fila.revisado_en === null
            ? 'Sin revisar'
            : enOrden
              ? 'En orden'
              : fila.marcas.length === 1
                ? '1 aviso'
                : `${fila.marcas.length} avisos`}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed" mb="xs">
        {fila.rango ?? 'Sin rango'}
        {fila.en_linea === true ? ' · En el hotel ahora' : ''}
        {fila.revisado_en ? ` · Revisado ${fechaHora(fila.revisado_en)}` : ''}
      </Text>
      {enOrden ? null : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {fila.marcas.map((m) => (
            <Marca
              key={m}
              fila={fila}
              marca={m}
              acciones={acciones}
              avisando={avisar.isPending}
              onAvisar={() => {
                setExito(null);
                avisar.mutate(fila.usuario_id, { onSuccess: (d) => setExito(d.message) });
              }}
            />
          ))}
        </Stack>
      )}
      {(exito ?? mensaje) ? (
        <Alert color="green" variant="light" mt="sm" role="status">
          {exito ?? mensaje}
        </Alert>
      ) : null}
      {avisar.isError ? (
        <Alert color="red" variant="light" mt="sm" role="alert">
          {mensajeDeError(avisar.error, 'No se pudo enviar el aviso.')}
        </Alert>
      ) : null}
    </Card>
  );
}

/** Every staff member as cards, the flagged ones first (the server's order). */
export function RevisionLista({
  filas,
  acciones,
  mensajes,
}: {
  filas: FilaRevision[];
  acciones: AccionesRevision;
  /** The result of a dialog's action, shown on the person's own card. */
  mensajes: ReadonlyMap<number, string>;
}) {
  if (filas.length === 0) return <Text c="dimmed">No hay personal que revisar.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {filas.map((f) => (
        <TarjetaPersona
          key={f.usuario_id}
          fila={f}
          acciones={acciones}
          mensaje={mensajes.get(f.usuario_id) ?? null}
        />
      ))}
    </SimpleGrid>
  );
}
