import { describe, expect, it } from 'vitest';
import { CATALOGO_MISIONES, GRUPOS_RANGOS, RANGOS, misionBase, misionesDeRango } from './catalogo';

const campo = (rango: string, k: 'costo' | 'pago_1h' | 'pago_semanal') =>
  CATALOGO_MISIONES.filter((m) => m.rango === rango).map((m) => m[k]);

describe('built-in catalog (docs/reglas.md, Levels and ranks and Missions)', () => {
  it('has the 14 staff ranks plus the owner, in seven public groups', () => {
    expect(RANGOS).toHaveLength(15);
    expect(GRUPOS_RANGOS).toHaveLength(7);
  });

  it('has six board roles, eight managers and six types per supervision rank', () => {
    expect(misionesDeRango('Junta directiva')).toHaveLength(6);
    expect(misionesDeRango('Gerente')).toHaveLength(8);
    for (const r of ['Chef ejecutivo', 'Capitán de meseros', 'Supervisor de limpieza']) {
      expect(misionesDeRango(r)).toEqual(
        ['Diamante', 'Rubí', 'Esmeralda', 'Zafiro', 'Oro', 'Plata'].map((t) => `${r} ${t}`),
      );
    }
    for (const r of ['Sub chef', 'Cocinero', 'Lavaloza', 'Hostes'])
      expect(misionesDeRango(r)).toEqual([r]);
  });

  it('holds the costs and pays of Missions 9.2', () => {
    expect(campo('Gerente', 'costo')).toEqual([2400, 2200, 2000, 1800, 1600, 1400, 1200, 1000]);
    expect(campo('Chef ejecutivo', 'costo')).toEqual([700, 600, 500, 400, 300, 200]);
    expect(campo('Chef ejecutivo', 'pago_semanal')).toEqual([70, 60, 50, 40, 30, 20]);
    expect(campo('Capitán de meseros', 'pago_1h')).toEqual([70, 60, 50, 40, 30, 20]);
    expect(campo('Capitán de meseros', 'pago_semanal')).toEqual([70, 60, 50, 40, 30, 20]);
    expect(campo('Supervisor de limpieza', 'costo')).toEqual([500, 400, 300, 200, 150, 100]);
    expect(campo('Supervisor de limpieza', 'pago_1h')).toEqual([50, 40, 30, 20, 15, 10]);
    const horas = (r: string) => {
      const m = misionBase(r, r);
      return m && [m.pago_1h, m.pago_2h, m.pago_3h];
    };
    for (const r of ['Sub chef', 'Meseros', 'Técnico de mantenimiento'])
      expect(horas(r)).toEqual([5, 9, 13]);
    for (const r of ['Cocinero', 'Ayudante de meseros', 'Personal de limpieza'])
      expect(horas(r)).toEqual([4, 7, 10]);
    for (const r of ['Lavaloza', 'Ayudante de cocina', 'Hostes'])
      expect(horas(r)).toEqual([3, 5, 7]);
  });

  it('holds the weekly requirements of Missions 9.2', () => {
    const req = (r: string, m: string) => {
      const x = misionBase(r, m);
      return x && `${x.requisito_hrs}×${x.requisito_times}`;
    };
    expect(req('Chef ejecutivo', 'Chef ejecutivo Zafiro')).toBe('3h×3');
    expect(req('Chef ejecutivo', 'Chef ejecutivo Oro')).toBe('2h×2');
    expect(req('Capitán de meseros', 'Capitán de meseros Diamante')).toBe('2h×2');
    expect(req('Gerente', 'Gerente de Marketing')).toBe('3h×3');
    expect(misionBase('Gerente', 'Gerente de Marketing')?.pago_semanal).toBe(220);
    expect(misionBase('Junta directiva', 'Presidente')).toMatchObject({
      costo: 5000,
      pago_semanal: 300,
    });
  });
});
