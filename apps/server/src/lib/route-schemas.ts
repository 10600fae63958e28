import type * as z from 'zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { errorResponse } from '@mchabbo/shared/comun/errores';
import { contieneTextoInvalido, MENSAJE_TEXTO_INVALIDO } from '@mchabbo/shared/comun/texto';
import { invalido } from './errors';

/** Adds the common `{ message }` error responses to a route's documented responses. */
export function respuestas<T extends Record<number, z.ZodType>>(exito: T) {
  return {
    ...exito,
    400: errorResponse,
    401: errorResponse,
    403: errorResponse,
    404: errorResponse,
    409: errorResponse,
    429: errorResponse,
  };
}

/**
 * The contracts' validator (zod, through fastify-type-provider-zod) for the body, query
 * and path parameters of every route, which first refuses text no request may carry: a
 * NUL character or a lone surrogate (docs/reglas.md, Requests 32.1) answers 400 before
 * the contract or any statement sees it.
 */
export const validarContrato: typeof validatorCompiler = (ruta) => {
  const validar = validatorCompiler(ruta);
  return (datos) =>
    contieneTextoInvalido(datos) ? { error: invalido(MENSAJE_TEXTO_INVALIDO) } : validar(datos);
};
