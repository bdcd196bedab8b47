import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ObjectKey } from './keys.ts';
import { isObjectKey } from './keys.ts';

// Download links that need no session: the server signs what it will serve (key, expiry, the name
// and type to present) with HMAC-SHA256, and serves it only while the signature holds and the time
// has not passed. The grant names a generated key, never a path the user chose.

export const DOWNLOAD_PATH = '/files/download';
const VERSION = 'v1';
const MAX_FILENAME = 255;

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export interface DownloadGrant {
  key: ObjectKey;
  /** Shown in `Content-Disposition`; any Unicode name without control characters. */
  filename: string;
  contentType: string;
  expiresAt: Date;
}

export type DownloadRefusal = 'DOWNLOAD_MALFORMED' | 'DOWNLOAD_TAMPERED' | 'DOWNLOAD_EXPIRED';
export type VerifiedDownload = { ok: true; grant: DownloadGrant } | { ok: false; code: DownloadRefusal };

/** At least 32 bytes: the secret is the only thing standing between a guessed URL and a file. */
function secretBytes(secret: string | Uint8Array): Uint8Array {
  const bytes = typeof secret === 'string' ? Buffer.from(secret, 'utf8') : secret;
  if (bytes.length < 32) throw new Error('download signing secret must be at least 32 bytes');
  return bytes;
}

function signature(
  fields: { key: string; expires: number; filename: string; contentType: string },
  secret: Uint8Array,
) {
  // JSON of an array: unambiguous however the fields are chosen (no separator to smuggle in).
  const message = JSON.stringify([VERSION, fields.key, fields.expires, fields.filename, fields.contentType]);
  return createHmac('sha256', secret).update(message).digest();
}

/** The path and query of a download link, e.g. `/files/download?key=…&exp=…&name=…&type=…&sig=…`. */
export function signDownload(
  grant: DownloadGrant,
  secret: string | Uint8Array,
  path = DOWNLOAD_PATH,
): string {
  if (!isObjectKey(grant.key)) throw new Error('not an object key');
  if (!grant.filename || grant.filename.length > MAX_FILENAME || hasControlCharacter(grant.filename)) {
    throw new Error('filename must be 1–255 characters without control characters');
  }
  const expires = Math.floor(grant.expiresAt.getTime() / 1000);
  if (!Number.isSafeInteger(expires) || expires <= 0) throw new Error('expiresAt must be a valid date');
  const fields = { key: grant.key, expires, filename: grant.filename, contentType: grant.contentType };
  const query = new URLSearchParams({
    key: grant.key,
    exp: String(expires),
    name: grant.filename,
    type: grant.contentType,
    sig: signature(fields, secretBytes(secret)).toString('base64url'),
  });
  return `${path}?${query.toString()}`;
}

type Query = Readonly<Record<string, unknown>> | URLSearchParams;

function single(query: Query, name: string): string | undefined {
  const value = query instanceof URLSearchParams ? query.getAll(name) : query[name];
  const one = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
  return typeof one === 'string' ? one : undefined;
}

/**
 * Checks a download link's query (a parsed object as Fastify gives it, or URLSearchParams). The caller
 * answers 403 to any refusal; the signature is checked before the expiry, in constant time.
 */
export function verifyDownload(
  query: Query,
  secret: string | Uint8Array,
  now: Date = new Date(),
): VerifiedDownload {
  const key = single(query, 'key');
  const exp = single(query, 'exp');
  const filename = single(query, 'name');
  const contentType = single(query, 'type');
  const sig = single(query, 'sig');
  if (
    key === undefined ||
    exp === undefined ||
    filename === undefined ||
    contentType === undefined ||
    sig === undefined ||
    !/^[1-9]\d{0,11}$/.test(exp) ||
    !/^[A-Za-z0-9_-]{43}$/.test(sig) ||
    filename.length === 0 ||
    filename.length > MAX_FILENAME ||
    hasControlCharacter(filename) ||
    contentType.length > 255
  ) {
    return { ok: false, code: 'DOWNLOAD_MALFORMED' };
  }
  const expires = Number(exp);
  const expected = signature({ key, expires, filename, contentType }, secretBytes(secret));
  const given = Buffer.from(sig, 'base64url');
  // Only the canonical spelling of the MAC: the 43rd character carries two unused bits, so four spellings
  // would decode to the same bytes (as packages/auth's token check).
  if (
    given.length !== expected.length ||
    given.toString('base64url') !== sig ||
    !timingSafeEqual(given, expected)
  )
    return { ok: false, code: 'DOWNLOAD_TAMPERED' };
  // Only signed keys reach here; checked again since the store refuses anything else anyway.
  if (!isObjectKey(key)) return { ok: false, code: 'DOWNLOAD_MALFORMED' };
  if (now.getTime() >= expires * 1000) return { ok: false, code: 'DOWNLOAD_EXPIRED' };
  return { ok: true, grant: { key, filename, contentType, expiresAt: new Date(expires * 1000) } };
}

/**
 * The download-link key every service signs and verifies with, derived from AUTH_SECRET (HMAC with a fixed
 * label) so no further secret has to be configured, while a leaked link key would still not sign sessions.
 * One function, so the api (File.signedUrl, the download route) and the assistant (citations) always agree.
 */
export function downloadSigningKey(authSecret: string): Buffer {
  return createHmac('sha256', authSecret).update('grantflow/file-download-links/v1').digest();
}
