import '@mantine/core/styles/Table.css';
import { Alert, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState, type ReactNode } from 'react';
import { MENSAJES_VENTA, type Venta } from '@mchabbo/shared/ventas/contratos';
import { BarraFiltro, coincideFiltro } from '@/components/ui/barra-filtro';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { aCsv, descargarCsv, nombreCsv } from '@/lib/csv';
import { fechaHora } from '@/lib/formato-fecha';
import { useAlternarPago, useVentas } from '../api';
import { COLUMNAS_CSV_VENTAS } from '../utils/ventas';

function PagoBoton({
  venta,
  onAlternar,
  ocupado,
}: {
  venta: Venta;
  onAlternar: (venta: Venta) => void;
  ocupado: boolean;
}) {
  return (
    <Button
      size="sm"
      h={{ base: 44, sm: 36 }}
      variant="light"
      color={venta.pagoRecibido ? 'green' : 'gray'}
      loading={ocupado}
      onClick={() => onAlternar(venta)}
      aria-describedby="pago-recibido-ayuda"
    >
      {venta.pagoRecibido ? 'Sí' : 'No'}
    </Button>
  );
}

/** What the toggle did, naming the sale (its answer comes with the list read again). */
const pagoDe = (v: Venta) =>
  `Venta a ${v.comprador} (${v.mision}, ${v.costo} créditos): ${
    v.pagoRecibido ? 'pago recibido.' : 'pago pendiente.'
  }`;

/** One sale as a card, for phones: every field and the payment toggle in view. */
function VentaTarjeta({ venta: v, pago }: { venta: Venta; pago: ReactNode }) {
  return (
    <Card withBorder padding="sm" component="li" aria-label={v.comprador}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {v.comprador}
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {v.mision}
            {v.mision.startsWith(v.rango) ? '' : ` · ${v.rango}`}
          </Text>
        </Stack>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {v.costo} cr
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
        Vendió {v.vendedor} · {fechaHora(v.fecha)} · dueño {v.gananciaDueno} · total {v.montoTotal}
      </Text>
      <Group justify="space-between" align="center" mt="xs" gap="xs">
        <Text size="sm">Pago recibido</Text>
        {pago}
      </Group>
    </Card>
  );
}

/**
 * Sales with a text filter, CSV export and the payment state toggled by a click: a table
 * on wide screens, one card per sale on phones (docs/reglas.md, Access by level 3.13).
 */
export function VentasLista() {
  const ventas = useVentas();
  const ancho = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [filtro, setFiltro] = useState('');
  const [aviso, setAviso] = useState<ReactNode>(null);
  const pago = useAlternarPago();

  const visibles = useMemo(
    () =>
      (ventas.data ?? []).filter((v) =>
        coincideFiltro(filtro, [v.comprador, v.vendedor, v.mision, v.rango]),
      ),
    [ventas.data, filtro],
  );

  const alternar = (v: Venta) => {
    setAviso(null);
    pago.mutate(v.id, {
      onSuccess: (data) =>
        setAviso(
          <Stack gap={2}>
            <Text size="sm">{data?.message || MENSAJES_VENTA.pagoActualizado}</Text>
            <Text size="sm">
              {pagoDe({ ...v, pagoRecibido: data?.venta?.pagoRecibido ?? !v.pagoRecibido })}
            </Text>
          </Stack>,
        ),
    });
  };

  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="md">
        Ventas realizadas
      </Title>
      <Stack gap="md">
        <BarraFiltro
          filtro={filtro}
          onFiltro={setFiltro}
          placeholder="Comprador, vendedor o misión"
          onExportar={() => descargarCsv(nombreCsv('ventas'), aCsv(COLUMNAS_CSV_VENTAS, visibles))}
          exportarDeshabilitado={visibles.length === 0}
        />
        {/* Said in words, not only in a hover tooltip: a phone has no hover. */}
        <Text size="sm" c="dimmed" id="pago-recibido-ayuda">
          «Pago recibido» dice si el comprador ya pagó la venta: tócalo para cambiarlo.
        </Text>
        <AvisosFormulario
          error={pago.isError && mensajeDeError(pago.error, MENSAJES_VENTA.pagoError)}
          exito={aviso}
        />
        {ventas.isPending ? (
          <Text role="status" c="dimmed">
            Cargando ventas...
          </Text>
        ) : ventas.isError ? (
          <Alert color="red" variant="light">
            No se pudieron cargar las ventas.
          </Alert>
        ) : visibles.length === 0 ? (
          <Text c="dimmed">
            {filtro.trim() ? 'Ninguna venta coincide con el filtro.' : 'Todavía no hay ventas.'}
          </Text>
        ) : !ancho ? (
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {visibles.map((v) => (
              <VentaTarjeta
                key={v.id}
                venta={v}
                pago={
                  <PagoBoton
                    venta={v}
                    onAlternar={alternar}
                    ocupado={pago.isPending && pago.variables === v.id}
                  />
                }
              />
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover withTableBorder verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Comprador</Table.Th>
                  <Table.Th scope="col">Vendedor</Table.Th>
                  <Table.Th scope="col">Misión</Table.Th>
                  <Table.Th scope="col">Costo</Table.Th>
                  <Table.Th scope="col">Ganancia del dueño</Table.Th>
                  <Table.Th scope="col">Monto total</Table.Th>
                  <Table.Th scope="col">Pago recibido</Table.Th>
                  <Table.Th scope="col">Fecha</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {visibles.map((v) => (
                  <Table.Tr key={v.id}>
                    <Table.Th scope="row" fw={500}>
                      {v.comprador}
                    </Table.Th>
                    <Table.Td>{v.vendedor}</Table.Td>
                    <Table.Td>
                      {v.mision}
                      {v.mision !== v.rango ? (
                        <Text size="xs" c="dimmed">
                          {v.rango}
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>{v.costo}</Table.Td>
                    <Table.Td>{v.gananciaDueno}</Table.Td>
                    <Table.Td>{v.montoTotal}</Table.Td>
                    <Table.Td>
                      <PagoBoton
                        venta={v}
                        onAlternar={alternar}
                        ocupado={pago.isPending && pago.variables === v.id}
                      />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{fechaHora(v.fecha)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
