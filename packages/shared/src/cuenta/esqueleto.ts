import unhomoglyph from 'unhomoglyph';
import { normalizarNombre } from './nombres';

/**
 * Look-alike keys of user names (docs/reglas.md, Accounts and names): two names are the
 * same name when either of their keys is equal, and the database keeps each key unique.
 *
 * Both start from the Unicode TR39 skeleton (NFD, every confusable character replaced
 * by its prototype from Unicode's confusables table, NFD again) of the NFKC name, then
 * drop combining marks and unseen characters, so letters that differ only by an accent
 * or a hook (é and e, ƒ and f) also count as the same, and end lowercased.
 *
 * - `esqueleto` takes the skeleton of the lowercased name: "CHEF", "Сhef" (Cyrillic С)
 *   and "Ｃｈｅｆ" are "chef", and "B0B" is "bob".
 * - `esqueletoEscrito` takes the skeleton of the name as written, because lowercasing
 *   first hides what capitals look like: "PayPaI" (capital i) looks like "PayPal" and
 *   only this key tells.
 *
 * A newer confusables table can change keys: whoever upgrades `unhomoglyph` writes a
 * migration that empties both columns, which are then computed again at start
 * (apps/server/src/db/esqueletos.ts).
 */
export interface ClavesDeNombre {
  esqueleto: string;
  esqueletoEscrito: string;
}

const MARCAS_E_INVISIBLES = /[\p{M}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

function esqueletoTr39(texto: string): string {
  return unhomoglyph(texto.normalize('NFD')).normalize('NFD');
}

function clave(texto: string): string {
  return esqueletoTr39(texto).replace(MARCAS_E_INVISIBLES, '').toLowerCase();
}

/** The two look-alike keys of a name (normalised to NFKC first). */
export function clavesDeNombre(nombre: string): ClavesDeNombre {
  const nfkc = normalizarNombre(nombre);
  return { esqueleto: clave(nfkc.toLowerCase()), esqueletoEscrito: clave(nfkc) };
}

/** Whether two names count as the same name. */
export function mismoNombre(a: string, b: string): boolean {
  const ca = clavesDeNombre(a);
  const cb = clavesDeNombre(b);
  return ca.esqueleto === cb.esqueleto || ca.esqueletoEscrito === cb.esqueletoEscrito;
}
