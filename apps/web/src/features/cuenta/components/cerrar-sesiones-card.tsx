import { Button, Card, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmarDialogo } from '@/components/ui/confirmar-dialogo';
import { paths } from '@/config/paths';
import { mensajeDeError } from '@/lib/api-client';
import { cerrarSesion } from '@/lib/cerrar-sesion';

/** Perfil: "Cerrar sesión en todos los dispositivos", after asking. */
export function CerrarSesionesCard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [abierto, setAbierto] = useState(false);
  const [cargando, setCargando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirmar() {
    setCargando(true);
    setError(null);
    try {
      await cerrarSesion({ todas: true });
      await navigate(paths.home.getHref(), { replace: true });
      queryClient.clear();
    } catch (err) {
      setError(mensajeDeError(err, 'No se pudo cerrar la sesión. Inténtalo de nuevo.'));
      setCargando(false);
    }
  }

  return (
    <Card withBorder padding="lg" radius="md" mt="lg">
      <Title order={3} size="h4" mb="xs">
        Sesiones
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Si usaste el panel en otro dispositivo o crees que alguien conoce tu contraseña, cierra la
        sesión en todos ellos. Tendrás que volver a entrar aquí también.
      </Text>
      <Button color="red" variant="light" onClick={() => setAbierto(true)}>
        Cerrar sesión en todos los dispositivos
      </Button>
      <ConfirmarDialogo
        opened={abierto}
        titulo="Cerrar sesión en todos los dispositivos"
        confirmar="Cerrar sesiones"
        onConfirmar={() => void confirmar()}
        onCerrar={() => setAbierto(false)}
        cargando={cargando}
        error={error}
      >
        Se cerrará tu sesión en este y en todos tus otros dispositivos.
      </ConfirmarDialogo>
    </Card>
  );
}
