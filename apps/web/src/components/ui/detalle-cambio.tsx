import { Text } from '@mantine/core';
import { lineasCambio } from '@/lib/describir-cambio';

/**
 * What a change did, in words (one line per field, `lineasCambio`), and its reason when it
 * has one: the audit trail's rows and a timer's history show it alike.
 */
export function DetalleCambio({
  antes,
  despues,
  motivo,
}: {
  antes: Record<string, unknown> | null;
  despues: Record<string, unknown> | null;
  motivo: string | null | undefined;
}) {
  return (
    <>
      {lineasCambio(antes, despues).map((linea) => (
        <Text key={linea} size="sm">
          {linea}
        </Text>
      ))}
      {motivo ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Motivo: {motivo}
        </Text>
      ) : null}
    </>
  );
}
