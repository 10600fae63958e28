import type { cerrarSesion as cerrarSesionEnServidor } from '@mchabbo/shared/cuenta/api';
import { DIRECCIONES_CUENTA } from '@mchabbo/shared/cuenta/direcciones';
import { llamar } from './llamar';
import { avisoCierreStore, borrarSesion } from './sesion';

/**
 * Signs out: the server ends this device's session (with `todas`, every device's) and
 * the browser forgets it. The local session is forgotten even when the server cannot
 * be reached, except for `todas`, whose failure the caller shows.
 */
export async function cerrarSesion({ todas = false }: { todas?: boolean } = {}) {
  try {
    await llamar<typeof cerrarSesionEnServidor>(
      DIRECCIONES_CUENTA.cerrarSesion,
      { body: todas ? { todas: true } : {} },
      { endSessionOn401: false },
    );
  } catch (error) {
    if (todas) throw error;
  }
  borrarSesion();
  // Signing out oneself needs no word on the landing.
  avisoCierreStore.set(null);
}
