import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  414: 'La dirección de la solicitud es demasiado larga.',
  429: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  431: 'Las cabeceras de la solicitud son demasiado grandes.',
};

/** Longest request URL served; a longer one is 414 (the live stream's token fits). */
export const URL_MAX = 8192;

const RAZON: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
};

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (malformed or oversized
 * headers, a timeout) get the same `{ message }` in Spanish as every other error
 * (Fastify's `clientErrorHandler`).
 */
export function errorDeCliente(err: NodeJS.ErrnoException, socket: Socket): void {
  if (!socket.writable) return void socket.destroy(err);
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const cuerpo = JSON.stringify({ message: POR_ESTADO[status] });
  socket.end(
    `HTTP/1.1 ${status} ${RAZON[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(cuerpo)}\r\n\r\n${cuerpo}`,
  );
}

/** Fastify's own routing failures (a malformed URL encoding) in Spanish (`frameworkErrors`). */
export function errorDelMarco(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.status(400).send({ message: 'La dirección de la solicitud no es válida.' });
}

/**
 * The one place where failures become responses: `{ message }` in Spanish with a
 * fitting status. Details of 5xx stay in the log, never in the response.
 */
async function errors(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.length > URL_MAX) return reply.status(414).send({ message: POR_ESTADO[414] });
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.status).send({ ...error.datos, message: error.message });
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
