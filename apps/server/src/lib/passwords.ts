import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, two passes, one lane.
// `algorithm: 2` is Algorithm.Argon2id (an ambient const enum, not importable here).
const OPCIONES = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** Hashes a password with argon2id. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPCIONES);
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
