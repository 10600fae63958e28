import { useEffect, useState, type ComponentType } from 'react';

/**
 * False when the component mounts, true from the next frame. A dialog mounted already
 * open shows up without its opening transition; mounted closed and opened a frame later,
 * it animates as usual.
 */
export function useTrasPrimerCuadro(): boolean {
  const [listo, setListo] = useState(false);
  useEffect(() => {
    const cuadro = requestAnimationFrame(() => setListo(true));
    return () => cancelAnimationFrame(cuadro);
  }, []);
  return listo;
}

/**
 * Wraps a dialog whose code loads when it is first opened: it mounts closed (`cerrado`
 * gives its props as if closed) and opens on the next frame, so its first opening animates
 * like the later ones.
 */
export function conAperturaDiferida<P extends object>(
  Dialogo: ComponentType<P>,
  cerrado: (props: P) => P,
): ComponentType<P> {
  function DialogoDiferido(props: P) {
    const listo = useTrasPrimerCuadro();
    return <Dialogo {...(listo ? props : cerrado(props))} />;
  }
  DialogoDiferido.displayName = `Diferido(${Dialogo.displayName ?? Dialogo.name})`;
  return DialogoDiferido;
}

/** True from the first time `abierto` is: a dialog stays mounted to play its closing. */
export function useAbiertoAlgunaVez(abierto: boolean): boolean {
  const [visto, setVisto] = useState(abierto);
  if (abierto && !visto) setVisto(true);
  return visto || abierto;
}
