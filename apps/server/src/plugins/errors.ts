import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DomainError } from '../lib/errors';

const POR_CODIGO: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'La solicitud es demasiado grande.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido. Envía JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del contenido no es válida.',
};

const POR_ESTADO: Record<number, string> = {
  400: 'La solicitud no es válida.',
  401: 'Inicia sesión para continuar.',
  403: 'No tienes permiso para realizar esta acción.',
  404: 'No encontrado.',
  405: 'Método no permitido.',
  406: 'Formato de respuesta no disponible.',
  408: 'La solicitud tardó demasiado.',
  409: 'La solicitud entra en conflicto con los datos guardados.',
  413: 'La solicitud es demasiado grande.',
  415: 'Tipo de contenido no admitido. Envía JSON.',
  429: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
};

/**
 * The one place where failures become responses: `{ message }` in Spanish with a
 * fitting status. Details of 5xx stay in the log, never in the response.
 */
async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.status).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const primero = error.validation[0];
      const message = primero?.message ?? POR_ESTADO[400];
      return reply.status(400).send({ message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = POR_CODIGO[error.code] ?? POR_ESTADO[status] ?? 'La solicitud no es válida.';
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Error interno del servidor. Inténtalo más tarde.' });
  });
}

/** The global error and not-found handlers of the API. */
export default fp(errors, { name: 'errors' });
