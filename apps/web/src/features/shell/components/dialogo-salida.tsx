import { Text } from '@mantine/core';
import { Dialogo } from '@/components/ui/dialogo';

interface DialogoSalidaProps {
  opened: boolean;
  onClose: () => void;
  onConfirmar: () => void;
}

/** The sign-out question (LogoutModal holds what "Sí" does). */
export function DialogoSalida({ opened, onClose, onConfirmar }: DialogoSalidaProps) {
  return (
    <Dialogo
      opened={opened}
      onCerrar={onClose}
      titulo="¿Estás seguro de cerrar sesión?"
      cerrar="No"
      confirmar="Sí"
      onConfirmar={onConfirmar}
      foco="ninguno"
    >
      <Text size="sm">Tendrás que volver a acceder con tu usuario y contraseña.</Text>
    </Dialogo>
  );
}
