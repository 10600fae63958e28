import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { MisionBase } from '@mchabbo/shared/misiones/catalogo';

/** One row: a mission's cost, pays and weekly requirement. */
export type FilaMision = Pick<
  MisionBase,
  | 'mision'
  | 'costo'
  | 'pago_1h'
  | 'pago_2h'
  | 'pago_3h'
  | 'pago_semanal'
  | 'requisito_hrs'
  | 'requisito_times'
>;

/** "3h × 3 veces", or "Sin requisito" when a mission has no weekly requirement. */
export function textoRequisito(mision: Pick<FilaMision, 'requisito_hrs' | 'requisito_times'>) {
  const horas = mision.requisito_hrs.trim();
  const veces = mision.requisito_times.trim();
  if (!horas || !veces || parseFloat(horas) === 0 || parseFloat(veces) === 0) {
    return 'Sin requisito';
  }
  return `${horas} × ${veces} ${veces === '1' ? 'vez' : 'veces'}`;
}

/** Missions with their cost, pays and pay requirement; scrolls sideways on phones. */
export function MisionesTabla({
  misiones,
  titulo,
}: {
  misiones: readonly FilaMision[];
  titulo: string;
}) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover withTableBorder verticalSpacing="xs">
        <Table.Caption>{titulo} · valores en créditos</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Misión</Table.Th>
            <Table.Th scope="col">Costo</Table.Th>
            <Table.Th scope="col">Pago 1h</Table.Th>
            <Table.Th scope="col">Pago 2h</Table.Th>
            <Table.Th scope="col">Pago 3h</Table.Th>
            <Table.Th scope="col">Pago semanal</Table.Th>
            <Table.Th scope="col">Requisito de paga</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {misiones.map((m) => (
            <Table.Tr key={m.mision}>
              <Table.Th scope="row" fw={500}>
                {m.mision}
              </Table.Th>
              <Table.Td>{m.costo}</Table.Td>
              <Table.Td>{m.pago_1h}</Table.Td>
              <Table.Td>{m.pago_2h}</Table.Td>
              <Table.Td>{m.pago_3h}</Table.Td>
              <Table.Td>{m.pago_semanal}</Table.Td>
              <Table.Td>{textoRequisito(m)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
