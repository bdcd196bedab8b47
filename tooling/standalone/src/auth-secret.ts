import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A random secret generated on first use and kept (mode 0600) in `dataDir/<name>`. */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** AUTH_SECRET from the environment, else one generated once and kept in the data directory. */
export function loadOrCreateAuthSecret(dataDir: string): string {
  return process.env.AUTH_SECRET || loadOrCreateSecret(dataDir, 'auth-secret');
}

/**
 * DRIVE_TOKEN_KEY (seals the drives' refresh tokens at rest), likewise. Losing it only disconnects the
 * drives: users connect them again.
 */
export function loadOrCreateDriveTokenKey(dataDir: string): string {
  return process.env.DRIVE_TOKEN_KEY || loadOrCreateSecret(dataDir, 'drive-token-key');
}
