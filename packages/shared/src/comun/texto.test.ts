import { describe, expect, it } from 'vitest';
import { contieneTextoInvalido, textoInvalido } from './texto';

describe('textoInvalido', () => {
  it('finds a NUL and a lone surrogate of either half', () => {
    for (const t of ['\u0000', 'Dueno\u0000', '\uD800', 'a\uD83Db', 'a\uDC00b', '\uDE00😀']) {
      expect(textoInvalido(t), JSON.stringify(t)).toBe(true);
    }
  });

  it('lets pairs, emoji, accents and other control characters through', () => {
    for (const t of ['', 'Dueño', '😀𝕏', 'a\u0001b', 'línea\nnueva', '\uD83D\uDE00']) {
      expect(textoInvalido(t), JSON.stringify(t)).toBe(false);
    }
  });
});

describe('contieneTextoInvalido', () => {
  it('looks into arrays, nested objects and keys', () => {
    expect(contieneTextoInvalido({ a: [1, { b: 'x\u0000' }] })).toBe(true);
    expect(contieneTextoInvalido({ ['clave\uD800']: 1 })).toBe(true);
    expect(contieneTextoInvalido(['ok', '\uDFFF'])).toBe(true);
  });

  it('accepts everything else', () => {
    expect(contieneTextoInvalido({ a: [1, null, true, { b: 'Dueño 😀' }] })).toBe(false);
    expect(contieneTextoInvalido(undefined)).toBe(false);
    expect(contieneTextoInvalido(42)).toBe(false);
  });
});
