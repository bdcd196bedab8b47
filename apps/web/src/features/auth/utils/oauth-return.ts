// External sign-in comes back to /login#session=cookie&provider=…: the REST service has put the session
// in its HttpOnly cookie (never a token in the address, which page scripts could read).

export const SESSION_IN_COOKIE = 'cookie';

export function returnedSignedIn(hash: string): boolean {
  const fragment = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  return fragment.get('session') === SESSION_IN_COOKIE;
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
