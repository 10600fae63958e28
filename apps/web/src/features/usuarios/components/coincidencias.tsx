import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { BUSCAR_MIN } from '@mchabbo/shared/usuarios/contratos';
import { AvatarPersona, rangoYArea } from '@/components/ui/selector-persona';
import { useBuscarPersonas } from '../api';

/**
 * The people whose name holds what is being typed (docs/reglas.md, Finding people 27.1),
 * each a button that opens their card.
 */
export function Coincidencias({ q, onElegir }: { q: string; onElegir: (nombre: string) => void }) {
  const busqueda = useBuscarPersonas(q);
  if (q.trim().length < BUSCAR_MIN) return null;
  if (busqueda.isPending) {
    return (
      <Text size="sm" c="dimmed" role="status">
        Buscando…
      </Text>
    );
  }
  if (busqueda.isError) {
    return (
      <Text size="sm" c="dimmed">
        No se pudo buscar ahora.
      </Text>
    );
  }
  if (busqueda.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nadie se llama así.
      </Text>
    );
  }
  return (
    <Stack
      gap={4}
      component="ul"
      aria-label="Coincidencias"
      maw={520}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {busqueda.data.map((p) => (
        <li key={p.id}>
          <UnstyledButton
            onClick={() => onElegir(p.username)}
            w="100%"
            p="xs"
            mih={44}
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              border: '1px solid var(--mantine-color-default-border)',
            }}
          >
            <Group gap="sm" wrap="nowrap">
              <AvatarPersona persona={p} />
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {p.username}
                </Text>
                <Text size="xs" c="dimmed">
                  {rangoYArea(p)}
                </Text>
              </Stack>
              {p.despedido ? (
                <Badge color="red" variant="light">
                  Despedido
                </Badge>
              ) : null}
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
