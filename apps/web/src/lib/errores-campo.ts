/** One problem a zod contract found (zod's `issue`, or any Standard Schema issue). */
interface Problema {
  readonly path?: readonly (PropertyKey | { readonly key: PropertyKey })[] | undefined;
  readonly message: string;
}

/**
 * The one place where a contract's refusal becomes the errors under a form's fields: the
 * first message of each top-level field, keyed by its name; a problem of the whole body
 * (no path) goes under `form`. Mantine's `schemaResolver` does the same for the forms
 * that validate their values as they are; this is for forms whose body is built first.
 */
export function erroresPorCampo<C extends string>(
  problemas: readonly Problema[],
): Partial<Record<C | 'form', string>> {
  const errores: Partial<Record<string, string>> = {};
  for (const { path, message } of problemas) {
    const primero = path?.[0];
    const clave =
      primero === undefined ? 'form' : typeof primero === 'object' ? primero.key : primero;
    errores[String(clave)] ??= message;
  }
  return errores as Partial<Record<C | 'form', string>>;
}
