import '@mantine/core/styles/Table.css';
import { Alert, Button, Card, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { MENSAJES_VENTA, type Venta } from '@mchabbo/shared/ventas/contratos';
import { BarraFiltro, coincideFiltro } from '@/components/ui/barra-filtro';
import { AvisosFormulario } from '@/components/ui/avisos-formulario';
import { mensajeDeError } from '@/lib/api-client';
import { aCsv, descargarCsv, nombreCsv } from '@/lib/csv';
import { fechaHora } from '@/lib/formato-fecha';
import { useAlternarPago } from '../api/alternar-pago';
import { useVentas } from '../api/get-ventas';
import { COLUMNAS_CSV_VENTAS } from '../utils/ventas';

function PagoBoton({
  venta,
  onAlternar,
  ocupado,
}: {
  venta: Venta;
  onAlternar: (id: number) => void;
  ocupado: boolean;
}) {
  return (
    <Button
      size="compact-sm"
      variant="light"
      color={venta.pagoRecibido ? 'green' : 'gray'}
      loading={ocupado}
      onClick={() => onAlternar(venta.id)}
      title={venta.pagoRecibido ? 'Marcar como no pagada' : 'Marcar como pagada'}
    >
      {venta.pagoRecibido ? 'Sí' : 'No'}
    </Button>
  );
}

/** Sales with a text filter, CSV export and the payment state toggled by a click. */
export function VentasLista() {
  const ventas = useVentas();
  const [filtro, setFiltro] = useState('');
  const [aviso, setAviso] = useState<string | null>(null);
  const pago = useAlternarPago({
    onSuccess: (data) => setAviso(data?.message || MENSAJES_VENTA.pagoActualizado),
  });

  const visibles = useMemo(
    () =>
      (ventas.data ?? []).filter((v) =>
        coincideFiltro(filtro, [v.comprador, v.vendedor, v.mision, v.rango]),
      ),
    [ventas.data, filtro],
  );

  const alternar = (id: number) => {
    setAviso(null);
    pago.mutate(id);
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
