/**
 * A refusal the user should read: services throw these, and the one error handler
 * turns them into `{ message }` with the status. Domain code never speaks HTTP
 * beyond choosing the kind.
 */
export class DomainError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503,
    message: string,
    /**
     * Fields the answer carries beside `message`, for a client that acts on them (the
     * sale that asks to confirm a demotion, why a session ended).
     */
    readonly datos?: Readonly<
      Record<string, string | number | boolean | Readonly<Record<string, string | number>>>
    >,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** The caller is not signed in, or the token is no longer valid. */
export const noAutenticado = (
  message = 'Inicia sesión para continuar.',
  datos?: DomainError['datos'],
) => new DomainError(401, message, datos);
/** The caller is signed in but may not do this. */
export const prohibido = (message = 'No tienes permiso para realizar esta acción.') =>
  new DomainError(403, message);
/** The thing asked for does not exist. */
export const noEncontrado = (message: string) => new DomainError(404, message);
/** The change clashes with what is stored (duplicates, wrong state). */
export const conflicto = (message: string, datos?: DomainError['datos']) =>
  new DomainError(409, message, datos);
/** The input is well-formed but not acceptable. */
export const invalido = (message: string) => new DomainError(400, message);
