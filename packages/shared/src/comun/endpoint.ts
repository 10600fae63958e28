import type * as z from 'zod';
import type { Politica } from '../niveles/politicas';

/** The HTTP methods the API answers. */
export type Metodo = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One endpoint of the API, declared once in `packages/shared/src/<area>/api.ts`: the
 * server registers its route from it (`apps/server/src/lib/rutas.ts`) and the web app
 * calls it through it (`apps/web/src/lib/llamar.ts`), so the path, the inputs and the
 * answer's type are written in one place (docs/desarrollo.md, Endpoints).
 */
export interface Endpoint {
  metodo: Metodo;
  /** Under `/api`, with `:name` parameters: `/user/clones/:id`. */
  ruta: string;
  /** Who may call it (docs/reglas.md, Access by level 3.1). */
  politica: Politica;
  /** Also open to an account that must still change its temporary key (Sessions 5.5). */
  permitirConClaveTemporal?: boolean;
  /** Also takes the token as `?token=` (a live stream: EventSource sends no headers, 5.6). */
  tokenEnQuery?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The successful answer's contract. */
  respuesta: z.ZodType;
  /** The successful answer's status: 200 unless it creates something (201). */
  estado?: 200 | 201;
  /**
   * The answer may be kept while the database is unchanged: for every caller the
   * policy admits, or per caller (docs/desarrollo.md, Kept reads).
   */
  guardada?: 'todos' | 'llamante';
  /** What it does, for the API docs. */
  resumen: string;
}

/**
 * An endpoint's method and path alone. The landing and the first load of every page call
 * through these instead of the declarations, which hold zod contracts: importing one
 * would bring zod into the landing, over its download budget (docs/rendimiento.md). The
 * declaration spreads its `MetodoYRuta`, so the path is still written once.
 */
export interface MetodoYRuta {
  metodo: Metodo;
  ruta: string;
}

/** Declares an endpoint, keeping its exact types. */
export function endpoint<const E extends Endpoint>(declaracion: E): E {
  return declaracion;
}

type Salida<T> = T extends z.ZodType ? z.output<T> : undefined;
type Entrada<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What the server's handler receives: the validated inputs. */
export interface EntradasValidadas<E extends Endpoint> {
  params: Salida<E['params']>;
  query: Salida<E['query']>;
  body: Salida<E['body']>;
}

/** What a client sends: the inputs before validation (defaults may be left out). */
export type EntradasDe<E extends Endpoint> = {
  [K in 'params' | 'query' | 'body' as undefined extends Entrada<E[K]> ? never : K]: Entrada<E[K]>;
} & {
  [K in 'params' | 'query' | 'body' as undefined extends Entrada<E[K]> ? K : never]?: Entrada<E[K]>;
};

/** The successful answer as a client reads it. */
export type RespuestaDe<E extends Endpoint> = z.output<E['respuesta']>;

/** The address of a call: the path with its parameters filled in, and the query string. */
export function direccion(
  ruta: string,
  params?: Record<string, unknown>,
  query?: Record<string, unknown>,
): string {
  const camino = ruta.replace(/:([A-Za-z]+)/g, (_, nombre: string) => {
    const valor = params?.[nombre];
    if (valor === undefined || valor === null) throw new Error(`${ruta}: falta ${nombre}`);
    return encodeURIComponent(String(valor));
  });
  const pares = Object.entries(query ?? {}).filter(([, v]) => v !== undefined && v !== null);
  if (pares.length === 0) return camino;
  const texto = new URLSearchParams(pares.map(([k, v]): [string, string] => [k, String(v)]));
  return `${camino}?${texto.toString()}`;
}
