import { Alert, Card, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { BarraFiltro, coincideFiltro } from '@/components/ui/barra-filtro';
import { aCsv, descargarCsv, nombreCsv } from '@/lib/csv';
import { diaCorto } from '@/lib/formato-dia';
import { usePagos } from '../api/get-pagos';
import { COLUMNAS_CSV_PAGOS, estadoPago } from '../utils/pagos';
import type { AvisoPago } from './pagar-boton';
import { PagosEntradas } from './pagos-entradas';
import { PagosTotales } from './pagos-totales';

/** The pay list: totals, filter, CSV export and 'Pagar' per entry (docs/reglas.md, Pay). */
export function PagosLista() {
  const pagos = usePagos();
  const [filtro, setFiltro] = useState('');
  const [aviso, setAviso] = useState<AvisoPago | null>(null);

  const visibles = useMemo(
    () =>
      (pagos.data?.resultados ?? []).filter((p) =>
        coincideFiltro(filtro, [p.usuario, p.mision, p.rango, estadoPago(p)]),
      ),
    [pagos.data, filtro],
  );

  if (pagos.isPending) {
    return (
      <Text role="status" c="dimmed">
        Cargando pagos...
      </Text>
    );
  }
  if (pagos.isError) {
    return (
      <Alert color="red" variant="light">
        No se pudo cargar la lista de pagos.
      </Alert>
    );
  }

  return (
    <Stack gap="lg">
      <PagosTotales
        creditos={pagos.data.total_pendiente}
        personas={pagos.data.personas_pendientes}
      />
      <Card withBorder padding="lg">
        <Title order={2} size="h4">
          Entradas de paga
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          Lo pendiente de cualquier semana, y todo lo de esta semana (del{' '}
          {diaCorto(pagos.data.semana)}) y la anterior.
        </Text>
        <Stack gap="md">
          <BarraFiltro
            filtro={filtro}
            onFiltro={setFiltro}
            placeholder="Trabajador, misión o estado"
            onExportar={() =>
              descargarCsv(nombreCsv('lista-de-pagos'), aCsv(COLUMNAS_CSV_PAGOS, visibles))
            }
            exportarDeshabilitado={visibles.length === 0}
          />
          {aviso ? (
            <Alert
              color={aviso.tipo === 'exito' ? 'green' : 'red'}
              variant="light"
              role={aviso.tipo === 'exito' ? 'status' : 'alert'}
              withCloseButton
              closeButtonLabel="Cerrar aviso"
              onClose={() => setAviso(null)}
            >
              {aviso.texto}
            </Alert>
          ) : null}
          {visibles.length === 0 ? (
            <Text c="dimmed">
              {filtro.trim()
                ? 'Ninguna entrada coincide con el filtro.'
                : 'No hay pagos pendientes ni recientes.'}
            </Text>
          ) : (
            <PagosEntradas pagos={visibles} onAviso={setAviso} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
