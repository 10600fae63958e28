import { Button, Card, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useMiRevision } from '../api';

/**
 * On a worker's Inicio when the last round read another motto than their post's
 * (docs/reglas.md, Habbo roster 35.8): the motto to copy into Habbo. Nothing otherwise.
 */
export function MiMisionCard() {
  const mia = useMiRevision();
  if (!mia.data?.difiere || !mia.data.mision_esperada) return null;
  const esperada = mia.data.mision_esperada;
  return (
    <Card withBorder padding="lg" maw={720} component="section" aria-labelledby="mi-mision-titulo">
      <Stack gap="xs">
        <Title order={2} size="h4" id="mi-mision-titulo">
          Tu misión en Habbo debe ser «{esperada}»
        </Title>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          En la última revisión era «{mia.data.mision_habbo ?? ''}». Cópiala y pégala en tu misión
          de Habbo; la próxima revisión lo comprobará.
        </Text>
        <Group>
          <CopyButton value={esperada}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                variant={copied ? 'light' : 'filled'}
                leftSection={
                  copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />
                }
              >
                {copied ? 'Misión copiada' : 'Copiar misión'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Card>
  );
}
