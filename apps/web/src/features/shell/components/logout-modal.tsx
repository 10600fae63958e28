import { Button, Group, Modal, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { clearSession } from '@/lib/session';

/** Asks before signing out; "Sí" forgets the token and the user and goes to '/'. */
export function LogoutModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function confirmar() {
    onClose();
    // Cleared first: the landing page sends anyone with a token back to the panel.
    clearSession();
    await navigate(paths.home.getHref(), { replace: true });
    queryClient.clear();
  }

  return (
    <Modal opened={opened} onClose={onClose} title="¿Estás seguro de cerrar sesión?" centered>
      <Text size="sm" mb="lg">
        Tendrás que volver a acceder con tu usuario y contraseña.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          No
        </Button>
        <Button onClick={() => void confirmar()}>Sí</Button>
      </Group>
    </Modal>
  );
}
