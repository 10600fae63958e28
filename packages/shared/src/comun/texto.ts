/**
 * Text no request may carry (docs/reglas.md, Requests 32.1): a NUL character, which
 * PostgreSQL cannot store in text, and half of a UTF-16 surrogate pair, which is no
 * character at all and would be stored as "�".
 */

/** The answer to a request whose text holds a NUL or a lone surrogate (400). */
export const MENSAJE_TEXTO_INVALIDO = 'El texto contiene caracteres no válidos.';

// eslint-disable-next-line no-control-regex -- finding NUL is the point
const INVALIDO = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a string holds a NUL character or a lone surrogate. */
export function textoInvalido(texto: string): boolean {
  return INVALIDO.test(texto);
}

/**
 * Whether any string of a parsed request part (a JSON body, the query, the path
 * parameters), object keys included, holds a NUL character or a lone surrogate.
 */
export function contieneTextoInvalido(valor: unknown): boolean {
  const pendientes: unknown[] = [valor];
  while (pendientes.length > 0) {
    const v = pendientes.pop();
    if (typeof v === 'string') {
      if (textoInvalido(v)) return true;
    } else if (Array.isArray(v)) {
      pendientes.push(...v);
    } else if (typeof v === 'object' && v !== null) {
      for (const [clave, dentro] of Object.entries(v)) {
        if (textoInvalido(clave)) return true;
        pendientes.push(dentro);
      }
    }
  }
  return false;
}
