import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { leerCosteDeClaves, loadConfig } from '../config';
import { hashPassword, verifyPassword } from './passwords';

// docs/reglas.md, Accounts and names 4.4: argon2id, at the cost the settings give new
// hashes; a stored hash is checked at the cost it was made with.
describe('password hashes', () => {
  it("use OWASP's baseline unless the settings say otherwise", () => {
    expect(leerCosteDeClaves({})).toEqual({ ARGON2_MEMORY_KIB: 19_456, ARGON2_PASSES: 2 });
    expect(leerCosteDeClaves({ ARGON2_MEMORY_KIB: '65536', ARGON2_PASSES: '3' })).toEqual({
      ARGON2_MEMORY_KIB: 65_536,
      ARGON2_PASSES: 3,
    });
  });

  it('refuse a cost argon2id cannot use, at the start, with the setting named', () => {
    expect(() => loadConfig({ ARGON2_MEMORY_KIB: '4' })).toThrow(
      /Configuración no válida:\nARGON2_MEMORY_KIB/,
    );
    expect(() => loadConfig({ ARGON2_PASSES: '0' })).toThrow(/ARGON2_PASSES/);
    expect(() => loadConfig({ ARGON2_PASSES: 'dos' })).toThrow(/ARGON2_PASSES/);
  });

  it('are argon2id at the configured cost, and a hash made at another cost still checks', async () => {
    const { ARGON2_MEMORY_KIB, ARGON2_PASSES } = leerCosteDeClaves();
    const nuevo = await hashPassword('clave-segura-1');
    expect(nuevo).toMatch(
      new RegExp(`^\\$argon2id\\$v=19\\$m=${ARGON2_MEMORY_KIB},t=${ARGON2_PASSES},p=1\\$`),
    );
    expect(await verifyPassword(nuevo, 'clave-segura-1')).toBe(true);
    expect(await verifyPassword(nuevo, 'clave-segura-2')).toBe(false);

    // A hash stored under the production baseline, checked while the tests' cost is set.
    const guardado = await hash('clave-segura-1', {
      algorithm: 2,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    expect(guardado).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(guardado, 'clave-segura-1')).toBe(true);
    expect(await verifyPassword(guardado, 'otra-clave-1')).toBe(false);
  });
});
