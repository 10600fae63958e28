import '@mantine/core/styles/Indicator.css';
import '@mantine/core/styles/Notification.css';
import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Group,
  Indicator,
  Loader,
  Menu,
  Notification,
  Portal,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Notificacion } from '@mchabbo/shared/notificaciones/contratos';
import { fechaHora } from '@/lib/formato-fecha';
import { ponerCuentaEnTitulo } from '@/hooks/use-page-title';
import { useNotificaciones, useMarcarLeidas } from '../api';
import { useNotificacionesEnVivo } from '../utils/use-notificaciones-en-vivo';

/** How long a toast stays on screen. */
const TOAST_MS = 6_000;
/** How many notifications the bell's menu lists. */
const EN_MENU = 10;

function Lista({ alElegir }: { alElegir: (n: Notificacion) => void }) {
  const { data, isPending, isError, refetch } = useNotificaciones();
  if (isPending) {
    return (
      <Group justify="center" p="md">
        <Loader size="sm" aria-label="Cargando notificaciones" />
      </Group>
    );
  }
  if (isError) {
    return (
      <Stack gap="xs" p="sm" align="flex-start">
        <Text size="sm" c="red">
          No se pudieron cargar las notificaciones.
        </Text>
        <Button size="xs" variant="light" onClick={() => void refetch()}>
          Reintentar
        </Button>
      </Stack>
    );
  }
  if (data.notificaciones.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        No tienes notificaciones.
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={360}>
      {data.notificaciones.slice(0, EN_MENU).map((n) => (
        <Menu.Item
          key={n.id}
          component={Link}
          to={n.enlace}
          onClick={() => alElegir(n)}
          data-testid="notificacion"
          style={{ whiteSpace: 'normal' }}
        >
          <Text size="sm" fw={n.leida ? 400 : 700}>
            {n.texto}
          </Text>
          <Text size="xs" c="dimmed">
            {fechaHora(n.creada_en)}
          </Text>
        </Menu.Item>
      ))}
    </ScrollArea.Autosize>
  );
}

/**
 * The header's bell: the unread count, a menu of the latest notifications, and a toast
 * when one arrives live (docs/reglas.md, Notifications).
 */
export function Campana() {
  const { data } = useNotificaciones();
  const marcar = useMarcarLeidas();
  const [toast, setToast] = useState<Notificacion | null>(null);
  const sinLeer = data?.sin_leer ?? 0;

  useNotificacionesEnVivo(useCallback((n: Notificacion) => setToast(n), []));
  // The count also leads the tab's title, seen from another tab or window.
  useEffect(() => {
    ponerCuentaEnTitulo(sinLeer);
    return () => ponerCuentaEnTitulo(0);
  }, [sinLeer]);
  useEffect(() => {
    if (!toast) return;
    const fin = setTimeout(() => setToast(null), TOAST_MS);
    return () => clearTimeout(fin);
  }, [toast]);

  const etiqueta = sinLeer === 0 ? 'Notificaciones' : `Notificaciones: ${sinLeer} sin leer`;

  return (
    <>
      <Menu position="bottom-end" width={320} shadow="md">
        {/* The menu's target is the button, not the Indicator's div: the target gets
            aria-haspopup and aria-expanded, which a div (generic role) may not carry.
            The badge lets clicks through to the button. */}
        <Indicator
          label={sinLeer > 99 ? '99+' : sinLeer}
          size={18}
          disabled={sinLeer === 0}
          color="red"
          offset={4}
          styles={{ indicator: { pointerEvents: 'none' } }}
        >
          <Menu.Target>
            <ActionIcon variant="subtle" size={44} aria-label={etiqueta} data-testid="campana">
              <IconBell size={22} />
            </ActionIcon>
          </Menu.Target>
        </Indicator>
        <Menu.Dropdown>
          <Group justify="space-between" px="xs" py={0} wrap="nowrap">
            <Text size="sm" fw={700}>
              Notificaciones
            </Text>
            {sinLeer > 0 ? (
              <Button
                variant="subtle"
                size="compact-sm"
                h={44}
                px="xs"
                onClick={() => marcar.mutate({})}
                loading={marcar.isPending}
              >
                Marcar todas como leídas
              </Button>
            ) : null}
          </Group>
          <Menu.Divider />
          <Lista alElegir={(n) => !n.leida && marcar.mutate({ ids: [n.id] })} />
        </Menu.Dropdown>
      </Menu>
      {toast ? (
        <Portal>
          <Box
            pos="fixed"
            bottom={16}
            right={16}
            left={16}
            maw={400}
            ml="auto"
            style={{ zIndex: 1000 }}
          >
            <Notification
              role="status"
              title="Nueva notificación"
              onClose={() => setToast(null)}
              closeButtonProps={{ 'aria-label': 'Cerrar aviso' }}
              withBorder
              data-testid="toast-notificacion"
            >
              <Anchor component={Link} to={toast.enlace} size="sm" onClick={() => setToast(null)}>
                {toast.texto}
              </Anchor>
            </Notification>
          </Box>
        </Portal>
      ) : null}
    </>
  );
}
