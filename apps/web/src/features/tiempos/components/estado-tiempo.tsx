import { Badge, Group } from '@mantine/core';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';

/** Activo / Pausado, and 'Olvidado' when the server paused it at the maximum shift. */
export function EstadoTiempo({ tiempo }: { tiempo: TiempoListado }) {
  return (
    <Group gap={4} wrap="wrap">
      <Badge variant="light" color={tiempo.pausado ? 'gray' : 'green'}>
        {tiempo.pausado ? 'Pausado' : 'Activo'}
      </Badge>
      {tiempo.olvidado ? (
        <Badge
          variant="filled"
          color="red"
          title="El servidor lo pausó al llegar al turno máximo: ajústalo, confírmalo o cancélalo."
        >
          Olvidado
        </Badge>
      ) : null}
    </Group>
  );
}
