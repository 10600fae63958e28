import { Badge, Group } from '@mantine/core';
import { PRESENCIA } from '@mchabbo/shared/revision/textos';
import type { TiempoListado } from '@mchabbo/shared/tiempos/contratos';

/**
 * Activo / Pausado, 'Olvidado' when the server paused it at the maximum shift, and
 * whether Habbo shows the worker in the hotel (no dot when unknown).
 */
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
      {tiempo.en_hotel === null ? null : (
        <Badge variant="dot" color={tiempo.en_hotel ? 'green' : 'red'}>
          {tiempo.en_hotel ? PRESENCIA.dentro : PRESENCIA.fuera}
        </Badge>
      )}
    </Group>
  );
}
