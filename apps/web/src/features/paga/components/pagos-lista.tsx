import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { esFechaIso } from '@mchabbo/shared/comun/fechas';
import { mensajeDeError } from '@/lib/api-client';
import { descargarArchivo } from '@/lib/descargar';
import { BarraFiltro, coincideFiltro } from '@/components/ui/barra-filtro';
import { aCsv, descargarCsv, nombreCsv } from '@/lib/csv';
import type { PagoListado } from '@mchabbo/shared/paga/contratos';
import { esPagable } from '@mchabbo/shared/paga/reglas';
import { usePagos } from '../api';
import { COLUMNAS_CSV_PAGOS, textosDePago } from '../utils/pagos';
import type { AvisoPago } from './pagar-boton';
import { PagarTodos } from './pagar-todos';
import { PagosEntradas } from './pagos-entradas';
import { FiltrosPlegables } from './filtros-plegables';
import { PagosTotales } from './pagos-totales';
import { lunesDe, SelectorSemana } from './selector-semana';
import { fechaCorta } from '@/lib/formato-fecha';
import { AvisoCerrable } from '@/components/ui/aviso-cerrable';

/** The week asked for in the address (`?semana=`), as its Monday; null for the default view. */
function semanaDeLaUrl(params: URLSearchParams): string | null {
  const dia = params.get('semana');
  return dia && esFechaIso(dia) ? lunesDe(dia) : null;
}

/**
 * The pay list: totals, a week picker, filter, CSV and Excel export and 'Pagar' per
 * entry (docs/reglas.md, Pay).
 */
export function PagosLista() {
  const [params, setParams] = useSearchParams();
  const semana = semanaDeLaUrl(params);
  const pagos = usePagos(semana);
  const [filtro, setFiltro] = useState('');
  const [aviso, setAviso] = useState<AvisoPago | null>(null);
  const [descargando, setDescargando] = useState(false);

  const elegirSemana = (nueva: string | null) =>
    setParams(nueva ? { semana: nueva } : {}, { replace: true });

  const descargarExcel = async () => {
    setDescargando(true);
    try {
      const consulta = semana ? `?semana=${semana}&formato=xlsx` : '?formato=xlsx';
      await descargarArchivo(
        `/tiempos/calcular-creditos-confirmados${consulta}`,
        semana ? `lista-de-paga-${semana}.xlsx` : 'lista-de-paga.xlsx',
      );
    } catch (e) {
      setAviso({ tipo: 'error', texto: mensajeDeError(e, 'No se pudo descargar el Excel.') });
    } finally {
      setDescargando(false);
    }
  };

  const visibles = useMemo(
    () => (pagos.data?.resultados ?? []).filter((p) => coincideFiltro(filtro, textosDePago(p))),
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
        No se pudo cargar la Lista de Paga.
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
          {semana
            ? `Todas las entradas de la semana del ${fechaCorta(semana)}. Una entrada pagada queda congelada.`
            : `Lo pendiente de cualquier semana, y todo lo de esta semana (del ${fechaCorta(pagos.data.semana)}) y la anterior.`}
        </Text>
        <Stack gap="md">
          <FiltrosPlegables
            resumen={[
              semana ? `Semana del ${fechaCorta(semana)}` : 'Pendientes y recientes',
              filtro.trim() ? `«${filtro.trim()}»` : null,
            ]}
          >
            <SelectorSemana semana={semana} actual={pagos.data.semana} onSemana={elegirSemana} />
            <BarraFiltro
              filtro={filtro}
              onFiltro={setFiltro}
              placeholder="Nombre, semana (23/11), estado…"
              onExportar={() =>
                descargarCsv(nombreCsv('lista-de-pagos'), aCsv(COLUMNAS_CSV_PAGOS, visibles))
              }
              exportarDeshabilitado={visibles.length === 0}
              extra={
                <Button
                  variant="default"
                  leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
                  onClick={() => void descargarExcel()}
                  loading={descargando}
                  disabled={pagos.data.resultados.length === 0}
                >
                  Descargar Excel
                </Button>
              }
            />
          </FiltrosPlegables>
          {semana ? <TotalesSemana pagos={pagos.data.resultados} /> : null}
          {semana ? (
            <PagarTodos
              semana={semana}
              pagos={pagos.data.resultados}
              enCurso={semana >= pagos.data.semana}
              onAviso={setAviso}
            />
          ) : null}
          <AvisoCerrable aviso={aviso} onCerrar={() => setAviso(null)} />
          {visibles.length === 0 ? (
            <Text c="dimmed">
              {filtro.trim()
                ? 'Ninguna entrada coincide con el filtro.'
                : semana
                  ? 'No hay entradas de paga en esta semana.'
                  : 'No hay pagos pendientes ni recientes.'}
            </Text>
          ) : (
            <PagosEntradas pagos={visibles} semanaActual={pagos.data.semana} onAviso={setAviso} />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

const personas = (n: number) => `${n} ${n === 1 ? 'persona' : 'personas'}`;

/**
 * One week's totals: what it pays, what is paid to how many people and what is still
 * owed to how many, so credits and people are never confused.
 */
function TotalesSemana({ pagos }: { pagos: PagoListado[] }) {
  const total = pagos.reduce((s, p) => s + p.creditos, 0);
  const pagadas = pagos.filter((p) => p.pagado);
  const debidas = pagos.filter((p) => esPagable(p));
  const pagado = pagadas.reduce((s, p) => s + p.creditos, 0);
  const debido = debidas.reduce((s, p) => s + p.creditos, 0);
  const cuantos = (lista: PagoListado[]) => new Set(lista.map((p) => p.usuario_id)).size;
  const turnos = pagos.reduce((s, p) => s + p.turnos, 0);
  return (
    <Text size="sm" fw={500} role="status" aria-label="Totales de la semana">
      Total de la semana: {total} créditos ·{' '}
      {pagado > 0 ? `${pagado} créditos pagados a ${personas(cuantos(pagadas))}` : 'nada pagado'} ·{' '}
      {debido > 0
        ? `${debido} créditos pendientes de ${personas(cuantos(debidas))}`
        : 'nada pendiente'}{' '}
      · {turnos} {turnos === 1 ? 'turno' : 'turnos'}
    </Text>
  );
}
