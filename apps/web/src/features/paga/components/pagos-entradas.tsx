import '@mantine/core/styles/Table.css';
import { Badge, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PagoListado } from '@mchabbo/shared/paga/contratos';
import { fechaCorta, fechaHora } from '@/lib/formato-fecha';
import { estadoPago, horasRequisito, textoRequisito } from '../utils/pagos';
import { PagarBoton, type AvisoPago } from './pagar-boton';

function Estado({ pago }: { pago: PagoListado }) {
  const vacia = !pago.pagado && pago.creditos === 0;
  return (
    <>
      <Badge
        variant={pago.pagado || vacia ? 'light' : 'filled'}
        color={pago.pagado ? 'green' : vacia ? 'gray' : 'yellow'}
        autoContrast
      >
        {estadoPago(pago)}
      </Badge>
      {pago.pagado && pago.pagado_en ? (
        <Text size="xs" c="dimmed">
          {fechaHora(pago.pagado_en)}
          {pago.pagado_por ? ` · ${pago.pagado_por}` : ''}
        </Text>
      ) : null}
    </>
  );
}

/** Credits of a pay entry, with the weekly pay apart when there is one. */
function Creditos({ pago }: { pago: PagoListado }) {
  return (
    <>
      <Text fw={700} span>
        {pago.creditos}
      </Text>
      {pago.bono_semanal > 0 ? (
        <Text size="xs" c="dimmed">
          {pago.creditos_turnos} + {pago.bono_semanal} semanal
        </Text>
      ) : null}
    </>
  );
}

function Mision({ pago }: { pago: PagoListado }) {
  return (
    <>
      {pago.mision ?? '—'}
      {pago.rango && pago.rango !== pago.mision ? (
        <Text size="xs" c="dimmed">
          {pago.rango}
        </Text>
      ) : null}
    </>
  );
}

/** The week against the weekly requirement: "Cumple" or "2 de 3 turnos" (docs/reglas.md, Pay 7.12). */
function Requisito({ pago }: { pago: PagoListado }) {
  const horas = horasRequisito(pago);
  return (
    <>
      <Text size="sm" span c={pago.requisito.cumplido ? 'green.8' : undefined}>
        {textoRequisito(pago)}
      </Text>
      {horas && !pago.requisito.cumplido ? (
        <Text size="xs" c="dimmed">
          {horas}
        </Text>
      ) : null}
    </>
  );
}

interface AccionProps {
  pago: PagoListado;
  enCurso: boolean;
  onAviso: (a: AvisoPago) => void;
}

function Accion({ pago, enCurso, onAviso }: AccionProps) {
  // Paid, or nothing to pay: the state says it (docs/reglas.md, Pay 7.11).
  if (pago.pagado || pago.creditos === 0) return null;
  if (pago.puede_pagar) return <PagarBoton pago={pago} enCurso={enCurso} onAviso={onAviso} />;
  return (
    <Text size="xs" c="dimmed">
      No puedes pagarla
    </Text>
  );
}

interface PagosEntradasProps {
  pagos: PagoListado[];
  /** The current pay week (its Monday): its entries are paid with a warning. */
  semanaActual: string;
  onAviso: (aviso: AvisoPago) => void;
}

/** The entries: a table on wide screens, one card per entry on phones. */
export function PagosEntradas({ pagos, semanaActual, onAviso }: PagosEntradasProps) {
  const ancho = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const accion = (p: PagoListado) => (
    <Accion pago={p} enCurso={p.semana >= semanaActual} onAviso={onAviso} />
  );

  if (!ancho) {
    return (
      <Stack
        gap="sm"
        component="ul"
        aria-label="Entradas de paga"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {pagos.map((p) => (
          <Card key={p.id} withBorder padding="sm" component="li" aria-label={p.usuario}>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Text fw={600} component="div" style={{ wordBreak: 'break-word' }}>
                {p.usuario}
                <Text size="sm" fw={400}>
                  <Mision pago={p} />
                </Text>
              </Text>
              <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                <Estado pago={p} />
              </Stack>
            </Group>
            <Text size="sm" c="dimmed" mt={6}>
              Semana del {fechaCorta(p.semana)} · {p.turnos} {p.turnos === 1 ? 'turno' : 'turnos'} ·{' '}
              {p.tiempo}
            </Text>
            <Text size="sm" c="dimmed">
              Requisito: {textoRequisito(p)}
              {horasRequisito(p) && !p.requisito.cumplido ? ` ${horasRequisito(p)}` : ''}
            </Text>
            <Group justify="space-between" align="center" mt={6}>
              <Text size="sm" component="div">
                Créditos: <Creditos pago={p} />
              </Text>
              {accion(p)}
            </Group>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={900}>
      <Table
        striped
        highlightOnHover
        withTableBorder
        verticalSpacing="xs"
        aria-label="Lista de Paga"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Trabajador</Table.Th>
            <Table.Th scope="col">Misión</Table.Th>
            <Table.Th scope="col">Semana</Table.Th>
            <Table.Th scope="col">Turnos</Table.Th>
            <Table.Th scope="col">Tiempo</Table.Th>
            <Table.Th scope="col">Créditos</Table.Th>
            <Table.Th scope="col">Requisito</Table.Th>
            <Table.Th scope="col">Estado</Table.Th>
            <Table.Th scope="col">Acción</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pagos.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Th scope="row" fw={500}>
                {p.usuario}
              </Table.Th>
              <Table.Td>
                <Mision pago={p} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{fechaCorta(p.semana)}</Table.Td>
              <Table.Td>{p.turnos}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.tiempo}</Table.Td>
              <Table.Td>
                <Creditos pago={p} />
              </Table.Td>
              <Table.Td>
                <Requisito pago={p} />
              </Table.Td>
              <Table.Td>
                <Estado pago={p} />
              </Table.Td>
              <Table.Td>{accion(p)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
