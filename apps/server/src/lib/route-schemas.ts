import type { z } from 'zod';
import { errorResponse } from '@mchabbo/shared/comun/errores';

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
