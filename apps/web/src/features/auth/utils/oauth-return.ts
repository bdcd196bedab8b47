// External sign-in comes back to /login with the session token: in the fragment (`#token=…&provider=…`,
// kept out of server logs and Referer headers) or, from older links, in the query (`?token=…`).

export function readOAuthToken(queryToken: string | undefined, hash: string): string | null {
  const fragment = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const fromHash = fragment.get('token');
  if (fromHash?.trim()) return fromHash.trim();
  return queryToken?.trim() ? queryToken.trim() : null;
}

export interface ProviderAvailability {
  readonly google: boolean;
  readonly microsoft: boolean;
}

/** GET /auth/providers; until it answers (or when it cannot) both buttons stay usable. */
export function readProviders(data: unknown): ProviderAvailability {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return { google: record.google !== false, microsoft: record.microsoft !== false };
}
