import '@mantine/core/styles/Table.css';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { MENSAJES_MEMBRESIA, type Membresia } from '@mchabbo/shared/membresias/contratos';
import { BarraFiltro, coincideFiltro } from '@/components/ui/barra-filtro';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { textoRequisito } from '@/components/ui/misiones-tabla';
import { mensajeDeError } from '@/lib/api-client';
import { aCsv, descargarCsv, nombreCsv, type ColumnaCsv } from '@/lib/csv';
import { fechaCorta } from '@/lib/formato-fecha';
import { useEliminarMembresia, useMembresias } from '../api';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';

const COLUMNAS_CSV: readonly ColumnaCsv<Membresia>[] = [
  { encabezado: 'Membresía', valor: (m) => m.nombre },
  { encabezado: 'Miembro', valor: (m) => m.usuario },
  { encabezado: 'Encargado', valor: (m) => m.encargado },
  { encabezado: 'Inicio', valor: (m) => fechaCorta(m.fecha_inicio) },
  { encabezado: 'Fin', valor: (m) => fechaCorta(m.fecha_fin) },
  { encabezado: 'Estado', valor: (m) => m.estado },
  { encabezado: 'Requisito de horas', valor: (m) => m.requisito_hrs },
  { encabezado: 'Requisito de veces', valor: (m) => m.requisito_times },
];

function Estado({ membresia }: { membresia: Membresia }) {
  return (
    <Badge variant="light" color={membresia.estado === 'Activa' ? 'green' : 'gray'}>
      {membresia.estado}
    </Badge>
  );
}

/**
 * Memberships with a text filter, CSV export and a confirmed delete: a table on wide
 * screens, one card per membership on phones (docs/reglas.md, Access by level 3.13).
 */
export function MembresiasLista() {
  const membresias = useMembresias();
  const ancho = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [filtro, setFiltro] = useState('');
  const [aviso, setAviso] = useState<string | null>(null);
  // The last one asked about stays while the dialog closes, so its text does not blink.
  const [aEliminar, setAEliminar] = useState<Membresia | null>(null);
  const [dialogoAbierto, setDialogoAbierto] = useState(false);
  const eliminar = useEliminarMembresia();

  const visibles = useMemo(
    () =>
      (membresias.data ?? []).filter((m) =>
        coincideFiltro(filtro, [m.nombre, m.usuario, m.encargado, m.estado]),
      ),
    [membresias.data, filtro],
  );

  const pedirEliminar = (m: Membresia) => {
    eliminar.reset();
    setAviso(null);
    setAEliminar(m);
    setDialogoAbierto(true);
  };
  const botonEliminar = (m: Membresia) => (
    <Button
      size="sm"
      h={{ base: 44, sm: 36 }}
      variant="light"
      color="red"
      aria-label={`Eliminar membresía ${m.nombre} de ${m.usuario}`}
      onClick={() => pedirEliminar(m)}
    >
      Eliminar
    </Button>
  );

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        Membresías
      </Title>
      <Stack gap="md">
        <BarraFiltro
          filtro={filtro}
          onFiltro={setFiltro}
          placeholder="Miembro, encargado, membresía o estado"
          onExportar={() => descargarCsv(nombreCsv('membresias'), aCsv(COLUMNAS_CSV, visibles))}
          exportarDeshabilitado={visibles.length === 0}
        />
        <AvisosFormulario exito={aviso} />
        {membresias.isPending ? (
          <Text role="status" c="dimmed">
            Cargando membresías...
          </Text>
        ) : membresias.isError ? (
          <Alert color="red" variant="light">
            No se pudieron cargar las membresías.
          </Alert>
        ) : visibles.length === 0 ? (
          <Text c="dimmed">
            {filtro.trim()
              ? 'Ninguna membresía coincide con el filtro.'
              : 'Todavía no hay membresías.'}
          </Text>
        ) : !ancho ? (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {visibles.map((m) => (
              <Card key={m.id} withBorder padding="sm" component="li" aria-label={m.usuario}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {m.usuario} · {m.nombre}
                  </Text>
                  <Estado membresia={m} />
                </Group>
                <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
                  Del {fechaCorta(m.fecha_inicio)} al {fechaCorta(m.fecha_fin)} · dio {m.encargado}{' '}
                  · {textoRequisito(m)}
                </Text>
                <Group justify="flex-end" mt="xs">
                  {botonEliminar(m)}
                </Group>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={820}>
            <Table striped highlightOnHover withTableBorder verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Miembro</Table.Th>
                  <Table.Th scope="col">Membresía</Table.Th>
                  <Table.Th scope="col">Encargado</Table.Th>
                  <Table.Th scope="col">Inicio</Table.Th>
                  <Table.Th scope="col">Fin</Table.Th>
                  <Table.Th scope="col">Estado</Table.Th>
                  <Table.Th scope="col">Requisito</Table.Th>
                  <Table.Th scope="col">Acciones</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visibles.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Th scope="row" fw={500}>
                      {m.usuario}
                    </Table.Th>
                    <Table.Td>{m.nombre}</Table.Td>
                    <Table.Td>{m.encargado}</Table.Td>
                    <Table.Td>{fechaCorta(m.fecha_inicio)}</Table.Td>
                    <Table.Td>{fechaCorta(m.fecha_fin)}</Table.Td>
                    <Table.Td>
                      <Estado membresia={m} />
                    </Table.Td>
                    <Table.Td>{textoRequisito(m)}</Table.Td>
                    <Table.Td>{botonEliminar(m)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <ConfirmarDialogo
        opened={dialogoAbierto}
        titulo="¿Eliminar la membresía?"
        confirmar="Eliminar"
        onConfirmar={() =>
          aEliminar &&
          eliminar.mutate(aEliminar.id, {
            onSuccess: (data) => {
              setDialogoAbierto(false);
              setAviso(data?.message || MENSAJES_MEMBRESIA.eliminada);
            },
          })
        }
        onCerrar={() => setDialogoAbierto(false)}
        cargando={eliminar.isPending}
        error={
          eliminar.isError ? mensajeDeError(eliminar.error, MENSAJES_MEMBRESIA.errorEliminar) : null
        }
      >
        Se eliminará la membresía {aEliminar?.nombre} de {aEliminar?.usuario}. Esta acción no se
        puede deshacer.
      </ConfirmarDialogo>
    </Card>
  );
}
