import { hash, verify } from '@node-rs/argon2';
import { leerCosteDeClaves } from '../config';

/**
 * argon2id with one lane, at the cost `ARGON2_MEMORY_KIB` and `ARGON2_PASSES` set
 * (OWASP's baseline by default: 19 MiB, two passes), read on the first hash. The start
 * has already checked them with the other settings.
 */
let coste: ReturnType<typeof leerCosteDeClaves> | undefined;
function opcionesDeHash() {
  coste ??= leerCosteDeClaves();
  // `algorithm: 2` is Algorithm.Argon2id (an ambient const enum, not importable here).
  return {
    algorithm: 2,
    memoryCost: coste.ARGON2_MEMORY_KIB,
    timeCost: coste.ARGON2_PASSES,
    parallelism: 1,
  };
}

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, opcionesDeHash());
}

/** Checks a password against a stored hash; a malformed hash is a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash of a random string, so a login for an unknown name costs as much as
// one for a known name and does not reveal which names exist.
let hashSenuelo: Promise<string> | undefined;
/** Spends the same work as a real check, for unknown accounts; never a match. */
export async function verifySenuelo(password: string): Promise<false> {
  hashSenuelo ??= hashPassword(crypto.randomUUID());
  await verifyPassword(await hashSenuelo, password);
  return false;
}
