import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Apertura } from '@mchabbo/shared/aperturas/contratos';
import { hora } from '@/lib/formato-fecha';

/** What the person may do on an opening, and the last result told on it. */
export interface AccionesApertura {
  /** Levels 1–3 sign up and take themselves off. */
  puedeApuntarse: boolean;
  /** Levels 0–2 delete one-off openings and reopen closed days. */
  puedeBorrar: boolean;
  ocupado: boolean;
  onApuntarse: (a: Apertura) => void;
  onDesapuntarse: (a: Apertura) => void;
  onBorrar: (a: Apertura) => void;
}

/** One opening: its hours, title, managers, gap mark and the buttons the person may use. */
export function AperturaCard({
  apertura: a,
  acciones,
  resultado,
  ahora,
}: {
  apertura: Apertura;
  /** This browser's clock (`useReloj`). */
  ahora: number;
  acciones: AccionesApertura;
  resultado?: { texto: string; error: boolean } | null;
}) {
  const empezada = Date.parse(a.inicio) <= ahora;
  const terminada = Date.parse(a.fin) <= ahora;
  const titulo = a.titulo ?? 'Apertura';
  return (
    <Card withBorder padding="sm" data-testid="apertura" aria-label={`${titulo} ${hora(a.inicio)}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap={6}>
          <Text fw={700}>
            {hora(a.inicio)}–{hora(a.fin)} · {titulo}
          </Text>
          <Group gap={4}>
            {a.cerrado ? <Badge color="gray">Cerrado</Badge> : null}
            {a.hueco ? <Badge color="red">Falta encargado</Badge> : null}
            {a.apuntado ? <Badge color="green">Abres tú</Badge> : null}
          </Group>
        </Group>
        {a.nota ? (
          <Text size="sm" c="dimmed">
            {a.nota}
          </Text>
        ) : null}
        {a.cerrado ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Cerrado: {a.motivo}
          </Text>
        ) : (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {a.encargados.length > 0 ? `Encargados: ${a.encargados.join(', ')}` : 'Sin encargado'}
            {a.encargados_minimos > 1 ? ` (mínimo ${a.encargados_minimos})` : ''}
          </Text>
        )}
        {resultado ? (
          <Text
            size="sm"
            c={resultado.error ? 'red' : 'green'}
            role={resultado.error ? 'alert' : 'status'}
          >
            {resultado.texto}
          </Text>
        ) : null}
        <Group gap="xs">
          {acciones.puedeApuntarse && !a.cerrado && !empezada && !a.apuntado ? (
            <Button size="sm" disabled={acciones.ocupado} onClick={() => acciones.onApuntarse(a)}>
              Apuntarme
            </Button>
          ) : null}
          {acciones.puedeApuntarse && a.apuntado && !terminada ? (
            <Button
              size="sm"
              variant="default"
              disabled={acciones.ocupado}
              onClick={() => acciones.onDesapuntarse(a)}
            >
              Borrarme
            </Button>
          ) : null}
          {acciones.puedeBorrar && a.especial_id !== null && !terminada ? (
            <Button
              size="sm"
              color="red"
              variant="light"
              disabled={acciones.ocupado}
              onClick={() => acciones.onBorrar(a)}
            >
              {a.cerrado ? 'Reabrir el día' : 'Borrar apertura'}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
