import { Alert, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Destacados } from '@mchabbo/shared/publico/contratos';
import { HabboAvatar } from '@/components/ui/habbo-avatar';
import { useDestacados } from '../api';

/** `YYYY-MM-DD` (a Monday) as "semana del DD/MM". */
export const textoSemana = (semana: string) =>
  `Semana del ${semana.slice(8, 10)}/${semana.slice(5, 7)}`;

/** The worker with the most confirmed time in the week, with their Habbo figure. */
export function TarjetaTrabajador({ destacados }: { destacados: Destacados }) {
  const t = destacados.trabajador;
  return (
    <Card withBorder padding="md" maw={420} aria-label="Trabajador de la semana">
      {t ? (
        <Group wrap="nowrap" gap="md">
          <HabboAvatar username={t.nameUser} url={t.habbo_avatar_url} />
          <Stack gap={2}>
            <Text fw={700} size="lg" style={{ wordBreak: 'break-word' }}>
              {t.nameUser}
            </Text>
            {t.rango ? (
              <Text size="sm" c="dimmed">
                {t.rango}
              </Text>
            ) : null}
            <Text size="sm">{t.tiempo} confirmadas</Text>
            <Text size="xs" c="dimmed">
              {textoSemana(destacados.semana)}
            </Text>
          </Stack>
        </Group>
      ) : (
        <Text c="dimmed">
          Nadie tiene tiempo confirmado en la {textoSemana(destacados.semana).toLowerCase()}.
        </Text>
      )}
    </Card>
  );
}

/** The landing's "Trabajador de la semana": the last closed pay week. */
export function TrabajadorSemana() {
  const { data, isPending, isError } = useDestacados();
  if (isPending) return <Skeleton h={140} maw={420} aria-busy="true" />;
  if (isError) {
    return (
      <Alert color="red" variant="light">
        No se pudo cargar el trabajador de la semana. Inténtalo de nuevo más tarde.
      </Alert>
    );
  }
  return <TarjetaTrabajador destacados={data} />;
}
