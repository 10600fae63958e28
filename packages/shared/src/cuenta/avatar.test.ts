import { describe, expect, it } from 'vitest';
import { avatarPorNombre } from './avatar';
import { avatarPorNombre as avatarDeContratos } from './contratos';

describe('avatarPorNombre (zod-free copy)', () => {
  it('builds the same URL as the contracts module', () => {
    for (const name of ['Ana', 'pepe.123', 'Ñandú:!', 'a b&c']) {
      expect(avatarPorNombre(name)).toBe(avatarDeContratos(name));
    }
  });
});
