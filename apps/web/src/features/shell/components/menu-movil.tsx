import '@mantine/core/styles/Drawer.css';
import { Box, Drawer } from '@mantine/core';
import { useTrasPrimerCuadro } from '@/components/ui/apertura-diferida';
import { CerrarSesionBoton } from './cerrar-sesion-boton';
import type { RutasPanel } from '@/config/paths';
import { Sidebar } from './sidebar';

interface MenuMovilProps {
  opened: boolean;
  onClose: () => void;
  titulo: string;
  nivel: number;
  rutas: RutasPanel;
  onSalir: () => void;
}

/**
 * The phone menu: a drawer with the sidebar. Its code loads the first time it is opened;
 * it mounts closed and opens on the next frame so it slides in as usual.
 */
export function MenuMovil({ opened, onClose, titulo, nivel, rutas, onSalir }: MenuMovilProps) {
  const listo = useTrasPrimerCuadro();
  return (
    <Drawer opened={opened && listo} onClose={onClose} title={titulo} size={300} padding="sm">
      <Box component="nav" aria-label="Menú lateral">
        <Sidebar nivel={nivel} rutas={rutas} onNavigate={onClose} tactil />
        <Box pt="sm">
          <CerrarSesionBoton onClick={onSalir} tactil />
        </Box>
      </Box>
    </Drawer>
  );
}
