import '@mantine/core/styles/AppShell.css';
import { AppShell, ScrollArea } from '@mantine/core';
import { CerrarSesionBoton } from './cerrar-sesion-boton';
import type { RutasPanel } from '@/config/paths';
import { Sidebar } from './sidebar';

/**
 * The sidebar's content on wide screens (the shell renders its frame). Loaded on its own:
 * phones, which use the drawer, never need it.
 */
export function PanelLateral({
  nivel,
  rutas,
  onSalir,
}: {
  nivel: number;
  rutas: RutasPanel;
  onSalir: () => void;
}) {
  return (
    <>
      {/* Compact rows: the owner's whole menu fits a 1366×768 window. On a shorter one the
          scrollbar shows whenever the menu is taller than the window, not only on hover
          (docs/reglas.md, Access by level 3.11). */}
      <AppShell.Section grow component={ScrollArea} type="auto" offsetScrollbars>
        <Sidebar nivel={nivel} rutas={rutas} />
      </AppShell.Section>
      <AppShell.Section pt={4}>
        <CerrarSesionBoton onClick={onSalir} />
      </AppShell.Section>
    </>
  );
}
