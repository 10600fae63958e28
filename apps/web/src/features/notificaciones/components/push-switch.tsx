import '@mantine/core/styles/Switch.css';
import { Card, Stack, Switch, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { mensajeDeError } from '@/lib/api-client';
import { activarPush, desactivarPush, pushDisponible, suscripcionActual } from '../api';

/**
 * "Notificaciones en este dispositivo": Web Push on or off for this browser. Turning it
 * on asks the browser's permission from the tap itself, as iOS requires.
 */
export function PushSwitch() {
  const disponible = pushDisponible();
  const [activo, setActivo] = useState(false);
  const [ocupado, setOcupado] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!disponible) return;
    suscripcionActual()
      .then((s) => setActivo(s !== null && Notification.permission === 'granted'))
      .catch(() => setActivo(false));
  }, [disponible]);

  const cambiar = async (encender: boolean) => {
    setOcupado(true);
    setError(null);
    try {
      if (encender) {
        const permiso = await activarPush();
        if (permiso !== 'granted') {
          setError('El navegador no dio permiso para mostrar notificaciones.');
          return;
        }
        setActivo(true);
      } else {
        await desactivarPush();
        setActivo(false);
      }
    } catch (err) {
      setError(mensajeDeError(err, 'No se pudo cambiar las notificaciones de este dispositivo.'));
    } finally {
      setOcupado(false);
    }
  };

  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Notificaciones
        </Title>
        <Switch
          label="Notificaciones en este dispositivo"
          checked={activo}
          disabled={!disponible || ocupado}
          onChange={(e) => void cambiar(e.currentTarget.checked)}
        />
        <Text size="sm" c={error ? 'red' : 'dimmed'} role={error ? 'alert' : undefined}>
          {error ??
            (disponible
              ? 'Recibe en este dispositivo lo que pasa con tus turnos, tu paga y tus solicitudes.'
              : 'Este navegador no admite notificaciones. En iPhone, instala la app en la pantalla de inicio.')}
        </Text>
      </Stack>
    </Card>
  );
}
