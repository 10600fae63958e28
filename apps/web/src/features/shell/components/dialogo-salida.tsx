import { Button, Group, Modal, Text } from '@mantine/core';

interface DialogoSalidaProps {
  opened: boolean;
  onClose: () => void;
  onConfirmar: () => void;
}

/** The sign-out question (LogoutModal holds what "Sí" does). */
export function DialogoSalida({ opened, onClose, onConfirmar }: DialogoSalidaProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="¿Estás seguro de cerrar sesión?" centered>
      <Text size="sm" mb="lg">
        Tendrás que volver a acceder con tu usuario y contraseña.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          No
        </Button>
        <Button onClick={onConfirmar}>Sí</Button>
      </Group>
    </Modal>
  );
}
