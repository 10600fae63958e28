import { ApiError, API_URL } from './api-client';
import { leerToken } from './sesion';

/**
 * Downloads a file the API answers (such as `formato=xlsx`) with the session's token,
 * saving it as `nombre`. Throws ApiError with the server's message when refused.
 */
export async function descargarArchivo(ruta: string, nombre: string): Promise<void> {
  const token = leerToken();
  const respuesta = await fetch(`${API_URL}${ruta}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!respuesta.ok) {
    let mensaje: string | undefined;
    try {
      mensaje = ((await respuesta.json()) as { message?: string }).message;
    } catch {
      mensaje = undefined;
    }
    throw new ApiError(respuesta.status, mensaje);
  }
  const url = URL.createObjectURL(await respuesta.blob());
  const enlace = document.createElement('a');
  enlace.href = url;
  enlace.download = nombre;
  document.body.append(enlace);
  enlace.click();
  enlace.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A query string from the given values, leaving out the empty ones. */
export function consulta(valores: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [clave, valor] of Object.entries(valores)) {
    if (valor !== undefined && valor !== null && valor !== '') params.set(clave, String(valor));
  }
  const texto = params.toString();
  return texto ? `?${texto}` : '';
}
