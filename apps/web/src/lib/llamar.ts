import {
  direccion,
  type MetodoYRuta,
  type Endpoint,
  type EntradasDe,
  type RespuestaDe,
} from '@mchabbo/shared/comun/endpoint';
import {
  queryOptions,
  useMutation,
  useQueryClient,
  type DefaultError,
  type QueryClient,
  type QueryKey,
  type UndefinedInitialDataOptions,
} from '@tanstack/react-query';
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

/** Query options besides the key and the fetcher (`select`, `staleTime`, `refetchInterval`…). */
type MasOpciones<D, S> = Omit<
  UndefinedInitialDataOptions<D, DefaultError, S, QueryKey>,
  'queryKey' | 'queryFn'
>;

/**
 * The query options of a declared read: fetched through `llamar`, kept under `clave` (from
 * the area's `features/<area>/claves.ts`, so a write can invalidate it), with any other
 * option in `mas`. A page over one read needs nothing more: `useQuery(opcionesDe(…))` in
 * the screen and `queryClient.prefetchQuery(opcionesDe(…))` in its route's `clientLoader`.
 * Like `llamar`, code the landing loads passes the `MetodoYRuta` and names the declaration's
 * type: `opcionesDe<typeof leerConfig>(DIRECCIONES_PUBLICAS.config, {}, clave)`.
 */
export function opcionesDe<E extends Endpoint, S = RespuestaDe<E>>(
  e: E,
  entradas: EntradasDe<E>,
  clave: QueryKey,
  mas?: MasOpciones<RespuestaDe<E>, S>,
): ReturnType<typeof queryOptions<RespuestaDe<E>, DefaultError, S, QueryKey>>;
export function opcionesDe<E extends Endpoint, S = RespuestaDe<E>>(
  e: MetodoYRuta,
  entradas: EntradasDe<E>,
  clave: QueryKey,
  mas?: MasOpciones<RespuestaDe<E>, S>,
): ReturnType<typeof queryOptions<RespuestaDe<E>, DefaultError, S, QueryKey>>;
export function opcionesDe<E extends Endpoint, S = RespuestaDe<E>>(
  e: MetodoYRuta,
  entradas: EntradasDe<E>,
  clave: QueryKey,
  mas: MasOpciones<RespuestaDe<E>, S> = {},
) {
  return queryOptions<RespuestaDe<E>, DefaultError, S, QueryKey>({
    ...mas,
    queryKey: clave,
    queryFn: ({ signal }) => llamar<E>(e, entradas, { signal }),
  });
}

/** What a write does with the cache once it is through (`useMutacion`). */
interface TrasEscribir<I, R> {
  /** Cache work with the answer first: store the session, show a row's new state at once. */
  guardar?: (respuesta: R, entrada: I, queryClient: QueryClient) => void;
  /** The keys (from the areas' `claves.ts`) whose reads go stale, or a function of the input. */
  releer?: readonly QueryKey[] | ((entrada: I) => readonly QueryKey[]);
  /** Reads them again after a refusal too: part of a batch may have gone through. */
  tambienSiFalla?: boolean;
  /** The mutation's own key, for a screen that follows it running (`useIsMutating`). */
  clave?: QueryKey;
}

/**
 * Every write of the web: `fn` calls the server (through `llamar`), then the reads under
 * `releer` are fetched again and awaited, so the button keeps spinning until the lists show
 * the result. Only cache work goes here; what the screen does after (close a dialog, say
 * the result) goes at the call site, `mutate(entrada, { onSuccess })` (docs/desarrollo.md,
 * Web decisions: Mutation callbacks).
 */
export function useMutacion<I, R>(
  fn: (entrada: I) => Promise<R>,
  { guardar, releer = [], tambienSiFalla = false, clave }: TrasEscribir<I, R> = {},
) {
  const queryClient = useQueryClient();
  const refrescar = (entrada: I) =>
    Promise.all(
      (typeof releer === 'function' ? releer(entrada) : releer).map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation({
    ...(clave ? { mutationKey: clave } : {}),
    mutationFn: fn,
    onSuccess: async (respuesta: R, entrada: I) => {
      guardar?.(respuesta, entrada, queryClient);
      if (!tambienSiFalla) await refrescar(entrada);
    },
    onSettled: async (_respuesta, _error, entrada: I) => {
      if (tambienSiFalla) await refrescar(entrada);
    },
  });
}
