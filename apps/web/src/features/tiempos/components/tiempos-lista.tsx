import '@mantine/core/styles/Table.css';
import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { memo, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';
import type { ListaTiempos } from '../api';
import { EstadoTiempo } from './estado-tiempo';
import { BaseRelojProvider, RelojTiempo } from './reloj-tiempo';
import { CasillaTactil } from './seleccion-barra';
import { TiempoAcciones, type TiempoAccionesHandlers } from './tiempo-acciones';

const SIN_ENCARGADO = 'Sin encargado';

/** The chosen timers and how to change them; must keep its identity while they stay. */
export interface Seleccion {
  ids: ReadonlySet<number>;
  elegir: (id: number, elegido: boolean) => void;
  /** Chooses (or leaves) every listed timer the caller may act on. */
  elegirTodos: (elegidos: boolean) => void;
}

interface TiemposListaProps {
  tiempos: TiempoListado[];
  /** The list the rows come from: the clocks count from its read. */
  lista: ListaTiempos;
  /** What the buttons of a timer the caller may operate do; must keep its identity. */
  acciones: TiempoAccionesHandlers;
  seleccion: Seleccion;
  /** The caller's name, lower-cased: their own timer says so. */
  propio: string;
}

interface FilaProps {
  tiempo: TiempoListado;
  acciones: TiempoAccionesHandlers;
  elegido: boolean;
  elegir: Seleccion['elegir'];
  propio: string;
}

/** Fields that change on every read of a running timer; only its clock shows them. */
const DEL_RELOJ = new Set<string>(['segundos', 'tiempoTranscurrido']);

/**
 * A row renders again only when something it shows changed: a new read of an unchanged
 * running timer updates its clock (which reads the list from context), not the row.
 */
function mismaFila(a: FilaProps, b: FilaProps): boolean {
  if (a.acciones !== b.acciones || a.elegido !== b.elegido || a.elegir !== b.elegir) return false;
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
        mih={44}
        style={{ display: 'inline-flex', alignItems: 'center' }}
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

/**
 * Why the caller may not act on a timer, instead of an empty cell (docs/reglas.md,
 * Timers 6.20).
 */
function PorQueNo({ tiempo, propio }: { tiempo: TiempoListado; propio: string }) {
  const texto = tiempo.encargado
    ? `Lo lleva ${tiempo.encargado}`
    : tiempo.usuario.toLowerCase() === propio
      ? 'Es tu tiempo'
      : 'Fuera de tu rango';
  return (
    <Text size="sm" c="dimmed">
      {texto}
    </Text>
  );
}

/** The row's checkbox, for the timers the caller may act on. */
function Casilla({ tiempo, elegido, elegir }: Pick<FilaProps, 'tiempo' | 'elegido' | 'elegir'>) {
  return (
    <CasillaTactil
      etiqueta={`Seleccionar ${tiempo.usuario}`}
      checked={elegido}
      onChange={(v) => elegir(tiempo.id, v)}
    />
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

const Tarjeta = memo(function Tarjeta({ tiempo: t, acciones, elegido, elegir, propio }: FilaProps) {
  return (
    <Card withBorder padding="sm" component="li" aria-label={t.usuario} style={FUERA_DE_PANTALLA}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap={4}>
        <Group gap={2} align="flex-start" wrap="nowrap" style={{ minWidth: 0 }}>
          {t.puede_operar ? <Casilla tiempo={t} elegido={elegido} elegir={elegir} /> : null}
          <Text fw={600} component="div" style={{ wordBreak: 'break-word', minWidth: 0 }}>
            <Trabajador tiempo={t} />
          </Text>
        </Group>
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
      <div style={{ marginTop: 10 }}>
        {t.puede_operar ? (
          <TiempoAcciones tiempo={t} {...acciones} />
        ) : (
          <PorQueNo tiempo={t} propio={propio} />
        )}
      </div>
    </Card>
  );
}, mismaFila);

const Fila = memo(function Fila({ tiempo: t, acciones, elegido, elegir, propio }: FilaProps) {
  return (
    <Table.Tr>
      <Table.Td w={52} px={4}>
        {t.puede_operar ? <Casilla tiempo={t} elegido={elegido} elegir={elegir} /> : null}
      </Table.Td>
      <Table.Th scope="row" fw={500}>
        <Trabajador tiempo={t} />
      </Table.Th>
      <Table.Td>
        <Encargado tiempo={t} />
      </Table.Td>
      <Table.Td>
        <RelojTiempo id={t.id} pausado={t.pausado} />
      </Table.Td>
      <Table.Td miw={96}>
        <EstadoTiempo tiempo={t} />
      </Table.Td>
      <Table.Td>{t.pausas_count}</Table.Td>
      <Table.Td>
        {t.puede_operar ? (
          <TiempoAcciones tiempo={t} {...acciones} />
        ) : (
          <PorQueNo tiempo={t} propio={propio} />
        )}
      </Table.Td>
    </Table.Tr>
  );
}, mismaFila);

/** Rows drawn with the list's first paint: more than a desktop screen or a phone shows. */
const PRIMERAS_FILAS = 16;
/**
 * Rows each later task adds: about 40 ms of a slow phone's CPU, under what makes a task
 * "long" (50 ms). Not a transition: the clocks' ticks (four a second) would start it over.
 */
const FILAS_POR_PASO = 2;

/**
 * How many of `total` rows to draw: the first PRIMERAS_FILAS at once, then FILAS_POR_PASO
 * more per task, so the browser paints and answers between them (fifty cards drawn in one
 * go held a phone's main thread for about a second). Once all are drawn, later reads of
 * the list draw all at once (only changed rows render again).
 */
function useFilasProgresivas(total: number): number {
  const [hasta, setHasta] = useState(() => (total <= PRIMERAS_FILAS ? Infinity : PRIMERAS_FILAS));
  useEffect(() => {
    if (hasta >= total) return;
    const paso = setTimeout(() =>
      setHasta((n) => (n + FILAS_POR_PASO >= total ? Infinity : n + FILAS_POR_PASO)),
    );
    return () => clearTimeout(paso);
  }, [hasta, total]);
  return hasta;
}

/** "Seleccionar todos": every listed timer the caller may act on. */
function Todos({
  tiempos,
  seleccion,
  visible,
}: {
  tiempos: TiempoListado[];
  seleccion: Seleccion;
  visible?: boolean;
}) {
  const operables = tiempos.filter((t) => t.puede_operar);
  const elegidos = operables.filter((t) => seleccion.ids.has(t.id)).length;
  if (operables.length === 0) return null;
  const todos = elegidos === operables.length;
  return (
    <CasillaTactil
      etiqueta="Seleccionar todos"
      checked={todos}
      indeterminate={elegidos > 0 && !todos}
      onChange={() => seleccion.elegirTodos(!todos)}
      visible={visible}
    />
  );
}

/** Open timers: a table on wide screens, one card per timer on phones. */
export const TiemposLista = memo(function TiemposLista({
  tiempos,
  lista,
  acciones,
  seleccion,
  propio,
}: TiemposListaProps) {
  const ancho = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const dibujadas = tiempos.slice(0, useFilasProgresivas(tiempos.length));
  const fila = (t: TiempoListado) => ({
    tiempo: t,
    acciones,
    elegido: seleccion.ids.has(t.id),
    elegir: seleccion.elegir,
    propio,
  });

  if (!ancho) {
    return (
      <BaseRelojProvider lista={lista}>
        <Todos tiempos={tiempos} seleccion={seleccion} visible />
        <Stack
          gap="sm"
          component="ul"
          aria-label="Tiempos abiertos"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {dibujadas.map((t) => (
            <Tarjeta key={t.id} {...fila(t)} />
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
              <Table.Th scope="col" w={52} px={4}>
                <Todos tiempos={tiempos} seleccion={seleccion} />
              </Table.Th>
              <Table.Th scope="col">Trabajador</Table.Th>
              <Table.Th scope="col">Encargado</Table.Th>
              <Table.Th scope="col">Tiempo</Table.Th>
              <Table.Th scope="col">Estado</Table.Th>
              <Table.Th scope="col">Pausas</Table.Th>
              <Table.Th scope="col">Acciones</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dibujadas.map((t) => (
              <Fila key={t.id} {...fila(t)} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </BaseRelojProvider>
  );
});
