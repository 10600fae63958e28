import { DrizzleQueryError } from 'drizzle-orm/errors';

/** What the log keeps of an error. */
interface ErrorRegistrado {
  [clave: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

const MENSAJE_CONSULTA = 'Failed query (parameters not logged)';

/**
 * The log's serializer of errors (`err`): name, message, code and stack, and the causes
 * behind them. A failed statement keeps its SQL text but never its parameter values nor
 * the database's `detail` (which repeats them, e.g. "Key (username)=(…)"): a refused
 * request must not copy members' data or secrets into the log.
 */
export function errorParaElRegistro(err: Error, profundidad = 0): ErrorRegistrado {
  const causa =
    profundidad < 5 && err.cause instanceof Error
      ? errorParaElRegistro(err.cause, profundidad + 1)
      : undefined;
  if (err instanceof DrizzleQueryError) {
    return {
      type: 'DrizzleQueryError',
      message: MENSAJE_CONSULTA,
      query: err.query,
      // The stack's first lines repeat the message, parameters included.
      stack: `DrizzleQueryError: ${MENSAJE_CONSULTA}\n${(err.stack ?? '').replace(/^[^]*?\n(?=\s+at )/, '')}`,
      ...(causa ? { cause: causa } : {}),
    };
  }
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message: err.message,
    stack: err.stack ?? '',
    ...(code === undefined ? {} : { code }),
    ...(causa ? { cause: causa } : {}),
  };
}
