import { describe, expect, it } from 'vitest';
import { misionBase } from '@mchabbo/shared/misiones/catalogo';
import type { Mision } from '@mchabbo/shared/misiones/contratos';
import {
  esDuplicada,
  puedeEditarMision,
  VALORES_VACIOS,
  validarCambios,
  validarNueva,
  valoresDe,
} from './valores-mision';
import { MISION_COCINERO } from '@/test/datos';

const cocinero: Mision = MISION_COCINERO;

describe('mission form values', () => {
  it('requires a rank and a mission with the shared texts', () => {
    const r = validarNueva(VALORES_VACIOS);
    expect('errores' in r && r.errores).toMatchObject({
      rango: 'Selecciona un rango.',
      mision: 'Selecciona una misión.',
      costo: 'El costo debe ser un número.',
    });
  });

  it('builds the body of a new mission from the prefilled table values', () => {
    const base = misionBase('Chef ejecutivo', 'Chef ejecutivo Oro')!;
    const r = validarNueva(valoresDe(base));
    expect('datos' in r && r.datos).toEqual(base);
  });

  it('sends only what changed of an existing mission', () => {
    const r = validarCambios(cocinero, { ...valoresDe(cocinero), costo: 50, pago_1h: '5' });
    expect('datos' in r && r.datos).toEqual({ costo: 50, pago_1h: 5 });
    const nada = validarCambios(cocinero, valoresDe(cocinero));
    expect('errores' in nada && nada.errores.form).toBe('No hay cambios que guardar.');
  });

  it('lets the owner edit any level and others only lower ones', () => {
    expect(puedeEditarMision(0, 0)).toBe(true);
    expect(puedeEditarMision(2, 2)).toBe(false);
    expect(puedeEditarMision(2, 1)).toBe(false);
    expect(puedeEditarMision(2, 3)).toBe(true);
  });

  it('spots a name the rank already has, except the mission itself', () => {
    expect(esDuplicada([cocinero], 'Cocinero', ' Cocinero ')).toBe(true);
    expect(esDuplicada([cocinero], 'Cocinero', 'Cocinero', 7)).toBe(false);
    expect(esDuplicada([cocinero], 'Sub chef', 'Cocinero')).toBe(false);
  });
});
