/**
 * The browser's session cookie (SECURITY.md, row 23): the contract shared by the services
 * that issue a session (api, rest) and the gateway that turns the cookie into the bearer token of
 * every service behind it (docs/decisions/0013).
 *
 * The web app sends `x-grantflow-session: cookie` on every request. On a sign-in that header makes the
 * service put the token in an `HttpOnly; Secure; SameSite=Strict` cookie and answer `SESSION_IN_COOKIE`
 * in its place, so page scripts never see the token. API clients that do not send it keep getting the
 * token in the body and send it as `Authorization: Bearer`, as before. The same header is the gateway's
 * CSRF check: a cross-site page cannot add a custom header without a CORS preflight, which never passes.
 */

export const SESSION_COOKIE = 'grantflow_session';
export const BROWSER_SESSION_HEADER = 'x-grantflow-session';
export const BROWSER_SESSION_VALUE = 'cookie';
/** What a sign-in answers in place of the token when the token went into the cookie. */
export const SESSION_IN_COOKIE = 'cookie';

type Headers = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** True when the caller is the web app, which keeps its session in the cookie. */
export function asksForSessionCookie(headers: Headers): boolean {
  return first(headers[BROWSER_SESSION_HEADER])?.trim().toLowerCase() === BROWSER_SESSION_VALUE;
}

/**
 * `Secure` even on http://localhost: browsers count localhost as a secure context and keep the cookie
 * there; any other plain-HTTP host drops it, which is why Grantflow must be served over HTTPS elsewhere.
 */
const ATTRIBUTES = 'Path=/; HttpOnly; Secure; SameSite=Strict';

export function serializeSessionCookie(token: string, maxAgeSeconds: number): string {
  // Tokens are JWTs (base64url and dots), safe in a cookie value; anything else is refused, not escaped.
  if (!/^[\w.-]+$/.test(token)) throw new Error('A session token holds only base64url characters and dots');
  return `${SESSION_COOKIE}=${token}; Max-Age=${Math.floor(maxAgeSeconds)}; ${ATTRIBUTES}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;
}

/** The session token of a `Cookie` header, or null. */
export function readSessionCookie(cookieHeader: string | string[] | undefined): string | null {
  const header = Array.isArray(cookieHeader) ? cookieHeader.join('; ') : cookieHeader;
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(index + 1).trim();
    if (value) return value;
  }
  return null;
}

/**
 * Hands a sign-in's answer to the caller: '2fa' (or any non-token answer) as is; a token either in the
 * body (API clients) or, for the web app, in the cookie with `SESSION_IN_COOKIE` in the body.
 */
export function deliverSession(options: {
  headers: Headers;
  answer: string;
  isToken: boolean;
  maxAgeSeconds: number;
  setCookie: (value: string) => void;
}): string {
  if (!options.isToken || !asksForSessionCookie(options.headers)) return options.answer;
  options.setCookie(serializeSessionCookie(options.answer, options.maxAgeSeconds));
  return SESSION_IN_COOKIE;
}
