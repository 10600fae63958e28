import { describe, expect, it } from 'vitest';
import { HORARIOS_JUEGO as deContratos } from './contratos';
import { HORARIOS_JUEGO } from './horarios';

describe('HORARIOS_JUEGO (zod-free copy)', () => {
  it('matches the contracts module', () => {
    expect(HORARIOS_JUEGO).toEqual(deContratos);
  });
});
