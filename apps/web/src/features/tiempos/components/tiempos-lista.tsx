import '@mantine/core/styles/Table.css';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo } from 'react';
import { Link } from 'react-router';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import type { ListaTiempos } from '../api/get-tiempos';
import { EstadoTiempo } from './estado-tiempo';
import { BaseRelojProvider, RelojTiempo } from './reloj-tiempo';
import { TiempoAcciones, type TiempoAccionesHandlers } from './tiempo-acciones';

const SIN_ENCARGADO = 'Sin encargado';

interface TiemposListaProps {
  tiempos: TiempoListado[];
  /** The list the rows come from: the clocks count from its read. */
  lista: ListaTiempos;
  /** What the buttons of a timer the caller may operate do; must keep its identity. */
  acciones: TiempoAccionesHandlers;
}

interface FilaProps {
  tiempo: TiempoListado;
  acciones: TiempoAccionesHandlers;
}

/** Fields that change on every read of a running timer; only its clock shows them. */
const DEL_RELOJ = new Set<string>(['segundos', 'tiempoTranscurrido']);

/**
 * A row renders again only when something it shows changed: a new read of an unchanged
 * running timer updates its clock (which reads the list from context), not the row.
 */
function mismaFila(a: FilaProps, b: FilaProps): boolean {
  if (a.acciones !== b.acciones) return false;
  if (a.tiempo === b.tiempo) return true;
  const claves = Object.keys(b.tiempo) as (keyof TiempoListado)[];
  if (claves.length !== Object.keys(a.tiempo).length) return false;
  return claves.every((k) => DEL_RELOJ.has(k) || a.tiempo[k] === b.tiempo[k]);
}

/** The worker's name opens their shift history. */
function Trabajador({ tiempo }: { tiempo: TiempoListado }) {
  return (
    <>
      <Anchor
        component={Link}
        to={`/mchabbo/historial?usuario=${encodeURIComponent(tiempo.usuario)}`}
        inherit
        title={`Historial de ${tiempo.usuario}`}
      >
        {tiempo.usuario}
      </Anchor>
      {(tiempo.mision ?? tiempo.rango) ? (
        <Text size="xs" c="dimmed" fw={400}>
          {tiempo.mision ?? tiempo.rango}
        </Text>
      ) : null}
    </>
  );
}

function Encargado({ tiempo }: { tiempo: TiempoListado }) {
  return (
    tiempo.encargado ?? (
      <Text span c="dimmed" size="sm">
        {SIN_ENCARGADO}
      </Text>
    )
  );
}

/**
 * A card off screen is not laid out nor painted until it comes near the viewport (a
 * phone shows two or three of the fifty); until then it keeps its last known height,
 * or this estimate.
 */
const FUERA_DE_PANTALLA = {
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 180px',
} as const;

const Tarjeta = memo(function Tarjeta({ tiempo: t, acciones }: FilaProps) {
  return (
    <Card withBorder padding="sm" component="li" aria-label={t.usuario} style={FUERA_DE_PANTALLA}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text fw={600} component="div" style={{ wordBreak: 'break-word' }}>
          <Trabajador tiempo={t} />
        </Text>
        <EstadoTiempo tiempo={t} />
      </Group>
      <Group justify="space-between" align="baseline" mt={6}>
        <RelojTiempo id={t.id} pausado={t.pausado} size="xl" />
        <Text size="sm" c="dimmed">
          Pausas: {t.pausas_count}
        </Text>
      </Group>
      <Text size="sm" mt={4}>
        Encargado: <Encargado tiempo={t} />
      </Text>
      {t.puede_operar ? (
        <div style={{ marginTop: 10 }}>
          <TiempoAcciones tiempo={t} {...acciones} />
        </div>
      ) : null}
    </Card>
  );
}, mismaFila);

const Fila = memo(function Fila({ tiempo: t, acciones }: FilaProps) {
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        <Trabajador tiempo={t} />
      </Table.Th>
      <Table.Td>
        <Encargado tiempo={t} />
      </Table.Td>
      <Table.Td>
        <RelojTiempo id={t.id} pausado={t.pausado} />
      </Table.Td>
      <Table.Td>
        <EstadoTiempo tiempo={t} />
      </Table.Td>
      <Table.Td>{t.pausas_count}</Table.Td>
      <Table.Td>{t.puede_operar ? <TiempoAcciones tiempo={t} {...acciones} /> : null}</Table.Td>
    </Table.Tr>
  );
}, mismaFila);

/** Open timers: a table on wide screens, one card per timer on phones. */
export const TiemposLista = memo(function TiemposLista({
  tiempos,
  lista,
  acciones,
}: TiemposListaProps) {
  const ancho = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });

  if (!ancho) {
    return (
      <BaseRelojProvider lista={lista}>
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tiempos.map((t) => (
            <Tarjeta key={t.id} tiempo={t} acciones={acciones} />
          ))}
        </Stack>
      </BaseRelojProvider>
    );
  }

  return (
    <BaseRelojProvider lista={lista}>
      <Table.ScrollContainer minWidth={900}>
        <Table
          striped
          highlightOnHover
          withTableBorder
          verticalSpacing="xs"
          aria-label="Tiempos abiertos"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Trabajador</Table.Th>
              <Table.Th scope="col">Encargado</Table.Th>
              <Table.Th scope="col">Tiempo</Table.Th>
              <Table.Th scope="col">Estado</Table.Th>
              <Table.Th scope="col">Pausas</Table.Th>
              <Table.Th scope="col">Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tiempos.map((t) => (
              <Fila key={t.id} tiempo={t} acciones={acciones} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </BaseRelojProvider>
  );
});
