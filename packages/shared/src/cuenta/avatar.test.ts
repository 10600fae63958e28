import { describe, expect, it } from 'vitest';
import { avatarPorNombre, cabezaDeAvatar } from './avatar';

describe('avatarPorNombre', () => {
  it('builds the Habbo imaging URL with the name encoded', () => {
    expect(avatarPorNombre('Ñandú:!&b')).toBe(
      'https://www.habbo.es/habbo-imaging/avatarimage?user=%C3%91and%C3%BA%3A!%26b&direction=2&head_direction=3&size=m',
    );
  });
});

describe('cabezaDeAvatar', () => {
  it('asks Habbo for the small head alone', () => {
    expect(cabezaDeAvatar(avatarPorNombre('Ana'))).toBe(
      'https://www.habbo.es/habbo-imaging/avatarimage?user=Ana&direction=2&head_direction=3&size=s&headonly=1',
    );
    const figura = 'https://www.habbo.es/habbo-imaging/avatarimage?figure=hr-1&size=m';
    expect(cabezaDeAvatar(figura)).toBe(
      'https://www.habbo.es/habbo-imaging/avatarimage?figure=hr-1&size=s&headonly=1',
    );
    expect(cabezaDeAvatar(cabezaDeAvatar(figura))).toBe(cabezaDeAvatar(figura));
  });
});
