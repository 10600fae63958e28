import { Alert, Text, TextInput } from '@mantine/core';
import type { CodigoResponse } from '@mchabbo/shared/cuenta/verificacion';
import { hora } from '@/lib/formato-fecha';

/**
 * A code to put in the Habbo motto ("misión"): shown large and selectable, with when it
 * stops working (docs/reglas.md, Habbo identity).
 */
export function CodigoHabbo({ codigo }: { codigo: CodigoResponse }) {
  return (
    <Alert color="blue" variant="light" role="status" title="Tu código de verificación">
      <Text size="sm">
        Escribe este código en tu misión de Habbo (en el juego: tu perfil, «Misión») y luego
        continúa aquí.
      </Text>
      <TextInput
        mt="xs"
        readOnly
        aria-label="Código de verificación"
        value={codigo.codigo}
        onFocus={(e) => e.currentTarget.select()}
        styles={{ input: { fontFamily: 'monospace', fontSize: 20, letterSpacing: 2 } }}
      />
      <Text size="xs" c="dimmed" mt={4}>
        Caduca a las {hora(codigo.expira_en)}.
      </Text>
    </Alert>
  );
}
