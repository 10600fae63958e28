import {
  direccion,
  type Endpoint,
  type EntradasDe,
  type RespuestaDe,
} from '@mchabbo/shared/comun/endpoint';
import { apiRequest, type RequestOptions } from './api-client';

/** Options of one call besides its inputs. */
type Opciones = Pick<RequestOptions, 'signal' | 'endSessionOn401'>;

/**
 * Calls a declared endpoint (packages/shared/src/<area>/api.ts): the path, the method
 * and the answer's type come from the declaration; `entradas` holds its params, query
 * and body. Throws `ApiError` on any failure, as `apiRequest` does.
 */
export function llamar<E extends Endpoint>(
  e: E,
  entradas: EntradasDe<E>,
  opciones: Opciones = {},
): Promise<RespuestaDe<E>> {
  const { params, query, body } = entradas as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  return apiRequest<RespuestaDe<E>>(direccion(e.ruta, params, query), {
    ...opciones,
    method: e.metodo,
    ...(body === undefined ? {} : { body }),
  });
}
