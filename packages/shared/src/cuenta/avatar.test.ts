import { describe, expect, it } from 'vitest';
import { avatarPorNombre } from './avatar';

describe('avatarPorNombre', () => {
  it('builds the Habbo imaging URL with the name encoded', () => {
    expect(avatarPorNombre('Ñandú:!&b')).toBe(
      'https://www.habbo.es/habbo-imaging/avatarimage?user=%C3%91and%C3%BA%3A!%26b&direction=2&head_direction=3&size=m',
    );
  });
});
