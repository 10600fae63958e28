import { describe, expect, it } from 'vitest';
import { HORARIOS_JUEGO } from './horarios';

describe('game schedules (docs/reglas.md, Access by level 3.8)', () => {
  it('lists the four countries with their times', () => {
    expect(HORARIOS_JUEGO.map((h) => `${h.pais} ${h.hora}`)).toEqual([
      'España 20:00',
      'Argentina 16:00',
      'Brasil 15:00',
      'Chile 15:00',
    ]);
  });
});
