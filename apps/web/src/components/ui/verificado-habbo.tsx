import { Badge } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { MENSAJES_HABBO } from '@mchabbo/shared/cuenta/codigo-habbo';

/** The badge of an account that proved its Habbo identity (docs/reglas.md, Habbo identity). */
export function VerificadoHabbo() {
  return (
    <Badge
      color="teal"
      variant="light"
      size="lg"
      leftSection={<IconRosetteDiscountCheck size={16} aria-hidden />}
    >
      {MENSAJES_HABBO.verificadoEnHabbo}
    </Badge>
  );
}
