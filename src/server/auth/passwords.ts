/**
 * Password hashing with argon2id (@node-rs/argon2 defaults: argon2id, m=19 MiB, t=2, p=1).
 * Invariant: checking a password costs one argon2 verify whether or not the account exists.
 */
import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Hash of a random secret nobody knows, computed once: verifying against it takes as long as a real
// check, so an unknown e-mail cannot be told from a wrong password by timing.
let dummyHash: Promise<string> | undefined;
function getDummyHash(): Promise<string> {
  dummyHash ??= hash(crypto.randomUUID());
  return dummyHash;
}

/** False for a missing hash (unknown user, or no password created yet), after the same work. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await getDummyHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must not turn into a 500 that reveals the account exists.
    return false;
  }
}

/** Warms the dummy hash at start so the first unknown-user sign-in is not measurably faster/slower. */
export async function preparePasswordChecks(): Promise<void> {
  await getDummyHash();
}
