import { type Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP / SECURITY.md, row 4: argon2id, m=19 MiB, t=2, p=1. The PHC string records the parameters, so
// raising them later still verifies old hashes.
const ARGON2ID = 2 as Algorithm.Argon2id;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False (never throws) for a malformed or empty stored hash, so callers treat it as a wrong password. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
