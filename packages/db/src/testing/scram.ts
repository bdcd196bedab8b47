import { createHash, createHmac, pbkdf2Sync, timingSafeEqual } from 'node:crypto';

/**
 * Whether a `SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>` verifier from pg_authid was made
 * from `password` (RFC 5802's StoredKey = H(HMAC(SaltedPassword, "Client Key"))). Lets a test on a
 * trust-authenticated server tell which password a role really has.
 */
export function scramVerifies(verifier: string, password: string): boolean {
  const match = /^SCRAM-SHA-256\$(\d+):([^$]+)\$([^:]+):/.exec(verifier);
  if (!match) return false;
  const [, iterations, salt, storedKey] = match as unknown as [string, string, string, string];
  const salted = pbkdf2Sync(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64'),
    Number(iterations),
    32,
    'sha256',
  );
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const expected = createHash('sha256').update(clientKey).digest();
  const actual = Buffer.from(storedKey, 'base64');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
