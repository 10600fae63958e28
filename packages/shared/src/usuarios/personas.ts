import { esTrabajador, NIVEL_INVITADO, puedeActuarSobre } from '../niveles/niveles';

// zod-free: the web's person picker filters with these as one types.

/**
 * A name folded for search: decomposed, without accents or other marks, lowercased, so
 * "Ángel", "angel" and "ANGEL" read alike (docs/reglas.md, Finding people 27.1).
 */
export function plegarNombre(texto: string): string {
  return texto.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether `nombre` holds `buscado`, ignoring case and accents. */
export function contieneNombre(nombre: string, buscado: string): boolean {
  return plegarNombre(nombre).includes(plegarNombre(buscado.trim()));
}

/**
 * Where a person is chosen, each offering only who may be chosen there (docs/reglas.md,
 * Finding people 27.3): a timer, a warning, a dismissal, a sale, a membership, a post.
 */
export const USOS_SELECTOR = [
  'tiempo',
  'advertencia',
  'despido',
  'venta',
  'membresia',
  'puesto',
] as const;

/** One of `USOS_SELECTOR`. */
export type UsoSelector = (typeof USOS_SELECTOR)[number];

/** Where the caller must be administration (0–2) to choose; the rest are timekeepers' (0–3). */
export const USOS_DE_ADMINISTRACION: readonly UsoSelector[] = [
  'despido',
  'venta',
  'membresia',
  'puesto',
];

/** What the choice depends on about a person. */
export interface PersonaElegible {
  id: number;
  nivel: number;
  despedido: boolean;
}

/**
 * Whether `actor` may choose `persona` for `uso` (docs/reglas.md, Finding people 27.3):
 * always a strictly lower rank (Acting on others 2.1) who is not dismissed; a timer and a
 * warning need a worker (1–6), a dismissal someone with a rank; a sale, a membership
 * and a post may go to a guest.
 */
export function puedeElegir(
  uso: UsoSelector,
  actor: { id: number; nivel: number },
  persona: PersonaElegible,
): boolean {
  if (persona.despedido || !puedeActuarSobre(actor, persona)) return false;
  switch (uso) {
    case 'tiempo':
    case 'advertencia':
      return esTrabajador(persona.nivel);
    case 'despido':
      return persona.nivel < NIVEL_INVITADO;
    case 'venta':
    case 'membresia':
    case 'puesto':
      return true;
  }
}
