import { describe, expect, it } from 'vitest';
import { formatearDuracion } from './duracion';

describe('formatearDuracion', () => {
  it.each([
    [0, '0m'],
    [59, '0m'],
    [60, '1m'],
    [3599, '59m'],
    [3600, '1h 0m'],
    [9000, '2h 30m'],
    [-30, '0m'],
  ])('%i s → %s', (s, texto) => expect(formatearDuracion(s)).toBe(texto));
});
