import { asksForSessionCookie } from '@grantflow/service/session-cookie';

/** Methods that change nothing (RFC 9110 "safe"); the services keep every change behind POST/PUT/PATCH/DELETE. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface CsrfRequest {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /**
   * The origins this gateway is reached at: the one the request itself names (`protocol://host`, right
   * only when TRUST_PROXY counts the TLS proxy in front) and PUBLIC_URL's, which holds behind any proxy.
   */
  ownOrigins: readonly string[];
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * CSRF defence for requests authenticated by the session cookie, in depth:
 * SameSite=Strict keeps the cookie off cross-site requests in current browsers; on top of that a
 * mutation must carry the web app's custom header (a cross-site page cannot add one without a CORS
 * preflight, which the gateway never grants), must not come from another Origin, and must not be
 * marked cross-site by Fetch Metadata. Safe methods pass: they change nothing.
 */
export function isCrossSiteMutation({ method, headers, ownOrigins }: CsrfRequest): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return false;
  if (!asksForSessionCookie(headers)) return true;
  const origin = first(headers.origin);
  if (origin !== undefined && !ownOrigins.includes(origin)) return true;
  const site = first(headers['sec-fetch-site']);
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}
