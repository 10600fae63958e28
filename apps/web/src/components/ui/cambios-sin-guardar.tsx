import { Text } from '@mantine/core';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker } from 'react-router';
import { Dialogo } from './dialogo';

interface Registro {
  marcar: (nombre: string, sucio: boolean) => void;
}

const Contexto = createContext<Registro | null>(null);

/** "«A»", "«A» y «B»", "«A», «B» y «C»". */
function enumerar(nombres: string[]) {
  const citados = nombres.map((n) => `«${n}»`);
  return citados.length <= 1
    ? (citados[0] ?? '')
    : `${citados.slice(0, -1).join(', ')} y ${citados.at(-1) ?? ''}`;
}

/**
 * A page of several forms (Configuración) that asks before its edits are lost
 * (docs/desarrollo.md, Web decisions, Unsaved changes): each form says whether it holds
 * unsaved changes (`useCambiosSinGuardar`); leaving the page for another of the panel
 * while one does opens a dialog naming those forms ("Seguir editando" / "Salir sin
 * guardar"), and closing or reloading the tab asks through the browser's own prompt.
 */
export function ProveedorCambiosSinGuardar({ children }: { children: ReactNode }) {
  const [sucios, setSucios] = useState<string[]>([]);
  const marcar = useCallback((nombre: string, sucio: boolean) => {
    setSucios((antes) => {
      const esta = antes.includes(nombre);
      if (sucio === esta) return antes;
      return sucio ? [...antes, nombre] : antes.filter((n) => n !== nombre);
    });
  }, []);
  const hay = sucios.length > 0;
  const bloqueo = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hay && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!hay) return;
    const avisar = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when a value is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', avisar);
    return () => window.removeEventListener('beforeunload', avisar);
  }, [hay]);

  const registro = useMemo(() => ({ marcar }), [marcar]);
  return (
    <Contexto.Provider value={registro}>
      {children}
      <Dialogo
        opened={bloqueo.state === 'blocked'}
        titulo="Hay cambios sin guardar"
        cerrar="Seguir editando"
        confirmar="Salir sin guardar"
        color="red"
        tactil
        foco="cerrar"
        onCerrar={() => bloqueo.reset?.()}
        onConfirmar={() => bloqueo.proceed?.()}
      >
        <Text size="sm">
          {sucios.length === 1 ? 'En ' : 'En las tarjetas '}
          {enumerar(sucios)} hay cambios que no guardaste. Si sales ahora, se pierden.
        </Text>
      </Dialogo>
    </Contexto.Provider>
  );
}

/**
 * Tells the page's `ProveedorCambiosSinGuardar` whether the form `nombre` (its card's
 * title) holds unsaved changes; outside one it does nothing.
 */
export function useCambiosSinGuardar(nombre: string, sucio: boolean) {
  const registro = useContext(Contexto);
  useEffect(() => {
    if (!registro) return;
    registro.marcar(nombre, sucio);
    return () => registro.marcar(nombre, false);
  }, [registro, nombre, sucio]);
}

/** "Cambios sin guardar" beside a form's save button, while it holds some. */
export function AvisoSinGuardar({ sucio }: { sucio: boolean }) {
  if (!sucio) return null;
  return (
    <Text size="sm" c="orange.8" fw={500}>
      Cambios sin guardar
    </Text>
  );
}
