import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A secret from the environment, else one generated once and kept (0600) in the data directory. */
function loadOrCreateSecret(dataDir: string, variable: string, fileName: string): string {
  const fromEnv = process.env[variable];
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, fileName);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** AUTH_SECRET from the environment, else one generated once and kept in the data directory. */
export function loadOrCreateAuthSecret(dataDir: string): string {
  return loadOrCreateSecret(dataDir, 'AUTH_SECRET', 'auth-secret');
}

/**
 * DRIVE_TOKEN_KEY (seals the drives' refresh tokens at rest), likewise. Losing it only disconnects the
 * drives: users connect them again.
 */
export function loadOrCreateDriveTokenKey(dataDir: string): string {
  return loadOrCreateSecret(dataDir, 'DRIVE_TOKEN_KEY', 'drive-token-key');
}
