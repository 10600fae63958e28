import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useCopiar } from '@/lib/use-copiar';

/** The new post's Habbo motto with a copy button (docs/reglas.md, Promotions 28.6 and 28.7). */
export function LemaHabbo({ lema, usuario }: { lema: string; usuario: string }) {
  const { estado, copiar } = useCopiar();
  const copiado = estado === 'copiada';
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        Misión de Habbo para {usuario}
      </Text>
      <Group gap="xs" wrap="nowrap" align="center">
        <Text
          size="sm"
          ff="monospace"
          px="xs"
          py={6}
          bg="var(--mantine-color-default-hover)"
          style={{ borderRadius: 4, flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          data-testid="lema"
        >
          {lema}
        </Text>
        <Button
          size="sm"
          variant={copiado ? 'filled' : 'default'}
          color={copiado ? 'green.9' : undefined}
          leftSection={
            copiado ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
          }
          onClick={() => void copiar(lema)}
          aria-label={copiado ? '¡Copiado!' : `Copiar la misión de Habbo de ${usuario}`}
          miw={112}
          mih={44}
        >
          {copiado ? '¡Copiado!' : 'Copiar'}
        </Button>
      </Group>
      <div role="status">
        {estado === 'fallo' ? (
          <Text size="xs">No se pudo copiar: selecciona el texto y cópialo a mano.</Text>
        ) : null}
        {copiado ? <VisuallyHidden>Misión copiada al portapapeles</VisuallyHidden> : null}
      </div>
    </Stack>
  );
}
