import '@mantine/core/styles/NavLink.css';
import { NavLink } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';

/** "Cerrar sesión" at the foot of the sidebar and of the phone menu. */
export function CerrarSesionBoton({ onClick }: { onClick: () => void }) {
  return (
    <NavLink
      component="button"
      type="button"
      label="Cerrar sesión"
      leftSection={<IconLogout size={18} aria-hidden />}
      onClick={onClick}
      c="red"
    />
  );
}
