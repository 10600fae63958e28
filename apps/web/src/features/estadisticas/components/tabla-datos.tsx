import '@mantine/core/styles/Table.css';
import { Table, VisuallyHidden } from '@mantine/core';

/**
 * A chart's numbers as a table for screen readers (docs/reglas.md, Statistics 29.6): the
 * chart itself is hidden from them, this table is what they read.
 */
export function TablaDatos({
  titulo,
  columnas,
  filas,
}: {
  titulo: string;
  columnas: string[];
  filas: (string | number)[][];
}) {
  return (
    <VisuallyHidden>
      <Table>
        <caption>{titulo}</caption>
        <Table.Thead>
          <Table.Tr>
            {columnas.map((c) => (
              <Table.Th key={c} scope="col">
                {c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {filas.map((fila, i) => (
            <Table.Tr key={i}>
              {fila.map((celda, j) =>
                j === 0 ? (
                  <Table.Th key={j} scope="row">
                    {celda}
                  </Table.Th>
                ) : (
                  <Table.Td key={j}>{celda}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
