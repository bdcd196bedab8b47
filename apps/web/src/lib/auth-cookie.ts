const COOKIE_NAME = 'token';
// Tokens live 30 days on the server (contract §4); the cookie never outlives them.
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

function readCookie(source: string, name: string): string | null {
  for (const part of source.split(';')) {
    const [rawKey, ...rest] = part.trim().split('=');
    if (rawKey === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export function getAuthToken(): string | null {
  if (typeof document === 'undefined') return null;
  const value = readCookie(document.cookie, COOKIE_NAME);
  return value ? value : null;
}

export function setAuthToken(token: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the async Cookie Store API is missing from browsers we support; the value is encoded here.
  document.cookie = `${COOKIE_NAME}=${encodeURIComponent(token)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

export function clearAuthToken(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setAuthToken.
  document.cookie = `${COOKIE_NAME}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export { readCookie };
