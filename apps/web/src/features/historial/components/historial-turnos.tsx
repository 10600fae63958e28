import '@mantine/core/styles/Table.css';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { numeroDeRequisito } from '@mchabbo/shared/paga/reglas';
import type { TurnoHistorial } from '@mchabbo/shared/tiempos/historial';
import { formatearDuracion } from '@mchabbo/shared/comun/duracion';
import { consulta, descargarArchivo } from '@/lib/descargar';
import { mensajeDeError } from '@/lib/api-client';
import { fechaCorta, fechaHora } from '@/lib/formato-fecha';
import { AvisoCerrable, type AvisoSimple } from '@/components/ui/aviso-cerrable';
import type { FiltrosHistorial } from '../claves';
import { useHistorial } from '../api';
import { AnularDialogo } from './anular-dialogo';
import { HistoriaDrawer } from './historia-drawer';

const ESTADO: Record<TurnoHistorial['estado'], { texto: string; color: string }> = {
  confirmado: { texto: 'Confirmado', color: 'green' },
  anulado: { texto: 'Anulado', color: 'red' },
  cancelado: { texto: 'Eliminado', color: 'gray' },
};

function Estado({ t }: { t: TurnoHistorial }) {
  const e = ESTADO[t.estado];
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={e.color} variant="light">
        {e.texto}
      </Badge>
      {t.estado === 'confirmado' && t.pagado ? (
        <Text size="xs" c="dimmed">
          Pagado
        </Text>
      ) : null}
      {t.estado === 'anulado' && t.motivo ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t.motivo}
          {t.anulado_por ? ` · ${t.anulado_por}` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}

function Creditos({ t }: { t: TurnoHistorial }) {
  if (t.creditos === null) return <>—</>;
  return (
    <>
      <Text span td={t.estado === 'anulado' ? 'line-through' : undefined}>
        {t.creditos}
      </Text>
      {t.bono_semanal > 0 ? (
        <Text size="xs" c="dimmed">
          + {t.bono_semanal} semanal
        </Text>
      ) : null}
    </>
  );
}

interface Semana {
  clave: string;
  turnos: TurnoHistorial[];
}

/** A week's confirmed time and shifts against the weekly requirement of its latest shift. */
function ResumenSemana({ turnos }: { turnos: TurnoHistorial[] }) {
  const vigentes = turnos.filter((t) => t.estado === 'confirmado');
  const segundos = vigentes.reduce((s, t) => s + (t.segundos_confirmados ?? 0), 0);
  const ultimo = vigentes[0];
  const horas = numeroDeRequisito(ultimo?.requisito_hrs ?? '');
  const veces = Math.max(1, Math.ceil(numeroDeRequisito(ultimo?.requisito_times ?? '')));
  const cumplidos = vigentes.filter((t) => (t.segundos_confirmados ?? 0) >= horas * 3600).length;
  return (
    <Text size="sm" c="dimmed">
      {vigentes.length} {vigentes.length === 1 ? 'turno' : 'turnos'} · {formatearDuracion(segundos)}
      {ultimo && horas > 0
        ? ` · Requisito semanal: ${Math.min(cumplidos, veces)} de ${veces} ${
            veces === 1 ? 'turno' : 'turnos'
          } de ${horas} h${cumplidos >= veces ? ' (cumplido)' : ''}`
        : ''}
    </Text>
  );
}

interface FilasProps {
  turnos: TurnoHistorial[];
  conUsuario: boolean;
  onHistoria: (t: TurnoHistorial) => void;
  onAnular: (t: TurnoHistorial) => void;
}

function Acciones({
  t,
  onHistoria,
  onAnular,
}: Omit<FilasProps, 'turnos' | 'conUsuario'> & { t: TurnoHistorial }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" onClick={() => onHistoria(t)}>
        Historia
      </Button>
      {t.puede_anular ? (
        <Button size="xs" color="red" variant="light" onClick={() => onAnular(t)}>
          Anular
        </Button>
      ) : null}
    </Group>
  );
}

/** The shifts: a table on wide screens, one card per shift on phones. */
function Filas({ turnos, conUsuario, onHistoria, onAnular }: FilasProps) {
  const ancho = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  if (!ancho) {
    return (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {turnos.map((t) => (
          <Card key={t.id} withBorder padding="sm" component="li" aria-label={`Turno ${t.id}`}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text fw={600} component="div" style={{ wordBreak: 'break-word' }}>
                {conUsuario ? t.usuario : fechaHora(t.iniciado_en)}
                <Text size="sm" fw={400}>
                  {conUsuario ? fechaHora(t.iniciado_en) : (t.mision ?? '—')}
                </Text>
              </Text>
              <Estado t={t} />
            </Group>
            <Text size="sm" c="dimmed" mt={6}>
              {t.tiempo} · Encargado: {t.encargado ?? '—'}
            </Text>
            <Group justify="space-between" align="center" mt={6}>
              <Text size="sm" component="div">
                Créditos: <Creditos t={t} />
              </Text>
              <Acciones t={t} onHistoria={onHistoria} onAnular={onAnular} />
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing="xs"
        aria-label="Historial de turnos"
      >
        <Table.Thead>
          <Table.Tr>
            {conUsuario ? <Table.Th scope="col">Trabajador</Table.Th> : null}
            <Table.Th scope="col">Inicio</Table.Th>
            <Table.Th scope="col">Tiempo</Table.Th>
            <Table.Th scope="col">Créditos</Table.Th>
            <Table.Th scope="col">Encargado</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
            <Table.Th scope="col">Acciones</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {turnos.map((t) => (
            <Table.Tr key={t.id} aria-label={`Turno ${t.id}`}>
              {conUsuario ? (
                <Table.Th scope="row" fw={500}>
                  {t.usuario}
                  <Text size="xs" c="dimmed">
                    {t.mision ?? ''}
                  </Text>
                </Table.Th>
              ) : null}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{fechaHora(t.iniciado_en)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{t.tiempo}</Table.Td>
              <Table.Td>
                <Creditos t={t} />
              </Table.Td>
              <Table.Td>{t.encargado ?? '—'}</Table.Td>
              <Table.Td>
                <Estado t={t} />
              </Table.Td>
              <Table.Td>
                <Acciones t={t} onHistoria={onHistoria} onAnular={onAnular} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

interface HistorialTurnosProps {
  filtros: FiltrosHistorial;
  titulo: string;
  /** Group by pay week with the week's totals (the own history in Perfil). */
  porSemana?: boolean;
  /** Show the worker of each shift (a list of several people). */
  conUsuario?: boolean;
}

/**
 * Closed shifts, newest first, 50 a page, with each timer's story and "Anular" where the
 * caller may void (docs/reglas.md, History and corrections).
 */
export function HistorialTurnos({
  filtros,
  titulo,
  porSemana = false,
  conUsuario = false,
}: HistorialTurnosProps) {
  const historial = useHistorial(filtros);
  const [historia, setHistoria] = useState<TurnoHistorial | null>(null);
  const [anulando, setAnulando] = useState<TurnoHistorial | null>(null);
  const [aviso, setAviso] = useState<AvisoSimple | null>(null);
  const [descargando, setDescargando] = useState(false);

  const turnos = useMemo(
    () => historial.data?.pages.flatMap((p) => p.turnos) ?? [],
    [historial.data],
  );
  const semanas = useMemo(() => {
    const grupos: Semana[] = [];
    for (const t of turnos) {
      const clave = t.semana ?? 'sin-semana';
      const grupo = grupos.find((g) => g.clave === clave);
      if (grupo) grupo.turnos.push(t);
      else grupos.push({ clave, turnos: [t] });
    }
    return grupos;
  }, [turnos]);

  const descargar = async () => {
    setDescargando(true);
    try {
      await descargarArchivo(
        `/tiempos/historial${consulta({ ...filtros, formato: 'xlsx' })}`,
        'historial.xlsx',
      );
    } catch (e) {
      setAviso({ tipo: 'error', texto: mensajeDeError(e, 'No se pudo descargar el Excel.') });
    } finally {
      setDescargando(false);
    }
  };

  const filas = (lista: TurnoHistorial[]) => (
    <Filas turnos={lista} conUsuario={conUsuario} onHistoria={setHistoria} onAnular={setAnulando} />
  );

  return (
    <Card withBorder padding="lg" component="section" aria-label={titulo}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={2} size="h4">
          {titulo}
        </Title>
        <Button
          size="xs"
          variant="default"
          onClick={() => void descargar()}
          loading={descargando}
          disabled={turnos.length === 0}
        >
          Descargar Excel
        </Button>
      </Group>
      <AvisoCerrable aviso={aviso} onCerrar={() => setAviso(null)} mb="md" />
      {historial.isPending ? (
        <Text role="status" c="dimmed">
          Cargando historial...
        </Text>
      ) : historial.isError ? (
        <Alert color="red" variant="light">
          {mensajeDeError(historial.error, 'No se pudo cargar el historial.')}
        </Alert>
      ) : turnos.length === 0 ? (
        <Text c="dimmed">No hay turnos en el historial.</Text>
      ) : porSemana ? (
        <Stack gap="lg">
          {semanas.map((s) => (
            <Stack
              key={s.clave}
              gap="xs"
              component="section"
              aria-label={
                s.clave === 'sin-semana'
                  ? 'Tiempos eliminados'
                  : `Semana del ${fechaCorta(s.clave)}`
              }
            >
              <Title order={3} size="h5">
                {s.clave === 'sin-semana'
                  ? 'Tiempos eliminados'
                  : `Semana del ${fechaCorta(s.clave)}`}
              </Title>
              {s.clave === 'sin-semana' ? null : <ResumenSemana turnos={s.turnos} />}
              {filas(s.turnos)}
            </Stack>
          ))}
        </Stack>
      ) : (
        filas(turnos)
      )}
      {historial.hasNextPage ? (
        <Group justify="center" mt="md">
          <Button
            variant="default"
            onClick={() => void historial.fetchNextPage()}
            loading={historial.isFetchingNextPage}
          >
            Cargar más
          </Button>
        </Group>
      ) : null}
      <HistoriaDrawer
        id={historia?.id ?? null}
        titulo={historia ? `Historia del tiempo de ${historia.usuario}` : ''}
        onCerrar={() => setHistoria(null)}
      />
      <AnularDialogo
        turno={anulando}
        onCerrar={() => setAnulando(null)}
        onAnulado={(mensaje) => {
          setAnulando(null);
          setAviso({ tipo: 'exito', texto: mensaje });
        }}
      />
    </Card>
  );
}
