import { describe, expect, it } from 'vitest';
import { contieneNombre, plegarNombre, puedeElegir } from './personas';

describe('finding people by part of a name (docs/reglas.md, Finding people 27.2)', () => {
  it('ignores case and accents', () => {
    expect(plegarNombre('ÁngelÑú')).toBe('angelnu');
    expect(contieneNombre('Hostes1', 'host')).toBe(true);
    expect(contieneNombre('Ángela', ' ANGE ')).toBe(true);
    expect(contieneNombre('Ángela', 'gel')).toBe(true);
    expect(contieneNombre('Beto', 'ana')).toBe(false);
  });
});

describe('who may be chosen in each picker (docs/reglas.md, Finding people 27.3)', () => {
  const gerente = { id: 1, nivel: 2 };
  const p = (nivel: number, despedido = false) => ({ id: 10 + nivel, nivel, despedido });

  it('never offers the caller, an equal, a higher rank or a dismissed person', () => {
    for (const uso of ['tiempo', 'venta', 'despido', 'membresia'] as const) {
      expect(puedeElegir(uso, gerente, { id: 1, nivel: 2, despedido: false })).toBe(false);
      expect(puedeElegir(uso, gerente, p(2))).toBe(false);
      expect(puedeElegir(uso, gerente, p(1))).toBe(false);
      expect(puedeElegir(uso, gerente, p(7, true))).toBe(false);
    }
  });

  it('offers guests only where no rank is needed', () => {
    expect(puedeElegir('tiempo', gerente, p(7))).toBe(false);
    expect(puedeElegir('advertencia', gerente, p(7))).toBe(false);
    expect(puedeElegir('despido', gerente, p(7))).toBe(false);
    expect(puedeElegir('venta', gerente, p(7))).toBe(true);
    expect(puedeElegir('membresia', gerente, p(7))).toBe(true);
    expect(puedeElegir('puesto', gerente, p(7))).toBe(true);
    expect(puedeElegir('tiempo', gerente, p(6))).toBe(true);
    expect(puedeElegir('despido', { id: 0, nivel: 0 }, p(1))).toBe(true);
  });
});
