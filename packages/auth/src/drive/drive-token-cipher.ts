import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Provider refresh tokens are stored sealed (SECURITY.md, row 15): AES-256-GCM under a key derived from
// DRIVE_TOKEN_KEY, a fresh 96-bit IV per token, the row's owner bound in as additional data so a sealed
// token copied onto another user's row does not open.

export const DRIVE_TOKEN_KEY_MIN_LENGTH = 32;
const VERSION = 'v1';

export interface DriveTokenOwner {
  organizationId: number;
  userId: number;
  provider: string;
}

function keyFrom(secret: string): Buffer {
  if (secret.length < DRIVE_TOKEN_KEY_MIN_LENGTH) {
    throw new Error(`DRIVE_TOKEN_KEY must be at least ${DRIVE_TOKEN_KEY_MIN_LENGTH} characters`);
  }
  return Buffer.from(hkdfSync('sha256', secret, 'grantflow', 'drive-refresh-token', 32));
}

function associatedData(owner: DriveTokenOwner): Buffer {
  return Buffer.from(JSON.stringify([VERSION, owner.organizationId, owner.userId, owner.provider]));
}

export function sealDriveToken(token: string, owner: DriveTokenOwner, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(secret), iv);
  cipher.setAAD(associatedData(owner));
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain token, or null when the value was tampered with, sealed for another owner, or under another key. */
export function openDriveToken(sealed: string, owner: DriveTokenOwner, secret: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(secret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(associatedData(owner));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
