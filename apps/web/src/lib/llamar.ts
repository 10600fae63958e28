import {
  direccion,
  type MetodoYRuta,
  type Endpoint,
  type EntradasDe,
  type RespuestaDe,
} from '@mchabbo/shared/comun/endpoint';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { apiRequest, type RequestOptions } from './api-client';

/** Options of one call besides its inputs. */
type Opciones = Pick<RequestOptions, 'signal' | 'endSessionOn401'>;

/**
 * Calls a declared endpoint (packages/shared/src/<area>/api.ts): the path, the method
 * and the answer's type come from the declaration; `entradas` holds its params, query
 * and body. Throws `ApiError` on any failure, as `apiRequest` does. Code the landing
 * loads passes the endpoint's `MetodoYRuta` and names the declaration's type instead
 * (`llamar<typeof leerConfig>(DIRECCIONES_PUBLICAS.config, {})`, with `import type`), so
 * that no zod contract reaches the landing.
 */
export function llamar<E extends Endpoint>(
  e: E,
  entradas: EntradasDe<E>,
  opciones?: Opciones,
): Promise<RespuestaDe<E>>;
export function llamar<E extends Endpoint>(
  e: MetodoYRuta,
  entradas: EntradasDe<E>,
  opciones?: Opciones,
): Promise<RespuestaDe<E>>;
export function llamar<E extends Endpoint>(
  e: MetodoYRuta,
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

/**
 * The query options of a declared read: fetched through `llamar`, kept under `clave` (from
 * the area's `features/<area>/api/claves.ts`, so a write can invalidate it). A page over
 * one read needs nothing more: `useQuery(opcionesDe(…))` in the screen and
 * `queryClient.prefetchQuery(opcionesDe(…))` in its route's `clientLoader`.
 */
export function opcionesDe<E extends Endpoint>(e: E, entradas: EntradasDe<E>, clave: QueryKey) {
  return queryOptions<RespuestaDe<E>>({
    queryKey: clave,
    queryFn: ({ signal }) => llamar(e, entradas, { signal }),
  });
}
