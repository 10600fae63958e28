import '@mantine/core/styles/NavLink.css';
import { NavLink } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { estilosFila } from './sidebar';

/** "Cerrar sesión" at the foot of the sidebar and of the phone menu, a row like theirs. */
export function CerrarSesionBoton({
  onClick,
  tactil = false,
}: {
  onClick: () => void;
  tactil?: boolean;
}) {
  return (
    <NavLink
      component="button"
      type="button"
      label="Cerrar sesión"
      leftSection={<IconLogout size={18} aria-hidden />}
      onClick={onClick}
      c="red"
      styles={estilosFila(tactil)}
    />
  );
}
