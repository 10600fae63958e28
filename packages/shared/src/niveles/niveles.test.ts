import { describe, expect, it } from 'vitest';
import { puedeActuarSobre, puedeAsignarNivel } from './niveles';
import { politicaPermite } from './politicas';

describe('who acts over whom', () => {
  it('lets only a strictly higher rank act, and the owner on anyone but themselves', () => {
    expect(puedeActuarSobre({ id: 1, nivel: 2 }, { id: 2, nivel: 3 })).toBe(true);
    expect(puedeActuarSobre({ id: 1, nivel: 3 }, { id: 2, nivel: 3 })).toBe(false);
    expect(puedeActuarSobre({ id: 1, nivel: 4 }, { id: 2, nivel: 3 })).toBe(false);
    expect(puedeActuarSobre({ id: 1, nivel: 0 }, { id: 2, nivel: 0 })).toBe(true);
    expect(puedeActuarSobre({ id: 1, nivel: 0 }, { id: 1, nivel: 0 })).toBe(false);
    expect(puedeActuarSobre({ id: 5, nivel: 1 }, { id: 5, nivel: 1 })).toBe(false);
  });

  it('never hands out a post at or above the giver’s own level', () => {
    expect(puedeAsignarNivel({ nivel: 2 }, 3)).toBe(true);
    expect(puedeAsignarNivel({ nivel: 2 }, 2)).toBe(false);
    expect(puedeAsignarNivel({ nivel: 2 }, 1)).toBe(false);
    expect(puedeAsignarNivel({ nivel: 0 }, 1)).toBe(true);
    expect(puedeAsignarNivel({ nivel: 0 }, 0)).toBe(false);
  });
});

describe('policies', () => {
  const tabla = (p: Parameters<typeof politicaPermite>[0]) =>
    [0, 1, 2, 3, 4, 5, 6, 7].filter((n) => politicaPermite(p, n));

  it('maps each policy to its levels (docs/reglas.md, Access by level 3.1)', () => {
    expect(tabla('autenticado')).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(tabla('staff')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(tabla('cronometrador')).toEqual([0, 1, 2, 3]);
    expect(tabla('administracion')).toEqual([0, 1, 2]);
    expect(tabla('dueno')).toEqual([0]);
  });
});
