import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { HORARIOS_JUEGO } from '@mchabbo/shared/publico/horarios';

/** Opening time of the restaurant in each country's local time. */
export function Horarios() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
      {HORARIOS_JUEGO.map(({ pais, hora }) => (
        <Card key={pais} withBorder padding="md" component="li">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
              <IconClock size={20} />
            </ThemeIcon>
            <div>
              <Text fw={700}>{pais}</Text>
              <Text size="xl" fw={800} lh={1.2}>
                <time>{hora}</time>
              </Text>
            </div>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
