/**
 * How a typed user name is cleaned before anything else looks at it (docs/reglas.md,
 * Accounts and names). Light on purpose: the web's forms import it through the account
 * contracts; the look-alike key lives in `esqueleto.ts`, which only the server needs.
 */

/** The answer (409) to a name that another account holds or looks like. */
export const MENSAJE_NOMBRE_OCUPADO = 'Ese nombre ya está en uso.';

/** The answer to a name with control, format or invisible characters. */
export const MENSAJE_CARACTERES_NO_PERMITIDOS = 'El nombre contiene caracteres no permitidos.';

/**
 * Characters a name may never hold because they are unseen or change how the rest is
 * shown: controls (Cc), format characters (Cf: zero-width space and joiners, word
 * joiner, byte order mark, soft hyphen, bidirectional marks and overrides), line and
 * paragraph separators, and every default-ignorable code point (Hangul fillers,
 * variation selectors, combining grapheme joiner…). The most used ones are listed
 * again by code so they stay refused whatever Unicode version the engine knows.
 */
const INVISIBLES =
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u00AD\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFEFF\uFFA0]/u;

/** Whether the text holds a character that {@link INVISIBLES} refuses. */
export function tieneCaracteresInvisibles(texto: string): boolean {
  return INVISIBLES.test(texto);
}

/**
 * Removes white space (Unicode White_Space: spaces, tabs, line breaks) from both ends,
 * as people paste names with a trailing space. Unlike `String.prototype.trim` it leaves
 * U+FEFF in place, so a name carrying it is refused rather than silently cleaned.
 */
export function recortarNombre(texto: string): string {
  return texto.replace(/^\p{White_Space}+|\p{White_Space}+$/gu, '');
}

/** The form a name is used in everywhere: Unicode NFKC ("Ｃｈｅｆ" is "Chef"). */
export function normalizarNombre(texto: string): string {
  return texto.normalize('NFKC');
}
