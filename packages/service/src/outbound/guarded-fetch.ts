import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// SSRF guard for every request to a drive provider (SECURITY.md, row 11). In production only the providers'
// API hosts over HTTPS; any host resolving to loopback, link-local, private or unspecified addresses is
// refused, on the first request and on every redirect hop (redirects are followed here, never by fetch).
// Tests allow 127.0.0.1 explicitly (`allowLoopback`) for their fake providers.

export class BlockedRequestError extends Error {
  override readonly name = 'BlockedRequestError';
}

export interface GuardOptions {
  /** Host names requests may go to: exact, lower case; `.example.com` also admits its subdomains. */
  allowedHosts: readonly string[];
  /** Tests only: plain HTTP and 127.0.0.1 / ::1 are accepted. */
  allowLoopback: boolean;
  maxRedirects?: number;
  /** A provider that has not answered with headers within this time is given up on (default 30 s). */
  headersTimeoutMs?: number;
}

/**
 * fetch, aborted when no response headers arrived within `timeoutMs`. The timer stops at the headers, so
 * a long download is not cut (an idle body is the reader's to watch).
 */
async function fetchWithHeadersTimeout(url: URL, init: RequestInit, timeoutMs: number): Promise<Response> {
  const controller = new AbortController();
  const outer = init.signal;
  outer?.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
  const timer = setTimeout(
    () => controller.abort(new Error(`${url.host} sent no response within ${timeoutMs} ms`)),
    timeoutMs,
  );
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  return blocked.check(address, 'ipv6');
}

function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  return allowed.some((entry) => (entry.startsWith('.') ? host.endsWith(entry) : host === entry));
}

/** Throws BlockedRequestError unless `url` may be requested under `options`. */
export async function assertAllowedUrl(url: URL, options: GuardOptions): Promise<void> {
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const loopbackTest = options.allowLoopback && url.protocol === 'http:' && LOOPBACK.has(host);
  if (url.protocol !== 'https:' && !loopbackTest)
    throw new BlockedRequestError(`refused: ${url.protocol} is not https`);
  if (!isAllowedHost(host, options.allowedHosts))
    throw new BlockedRequestError(`refused: ${host} is not a provider host`);
  const addresses = isIP(host) ? [{ address: host }] : await lookup(host, { all: true, verbatim: true });
  for (const { address } of addresses) {
    if (options.allowLoopback && LOOPBACK.has(address)) continue;
    if (isBlockedAddress(address))
      throw new BlockedRequestError(`refused: ${host} resolves to a non-public address`);
  }
}

function requestUrl(input: string | URL | Request): URL {
  return new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
}

/**
 * A `fetch` for the provider clients: checks each hop, follows up to `maxRedirects` redirects itself
 * (GET/HEAD only; the Authorization header is dropped when a redirect leaves the host, as pre-signed
 * download URLs need none).
 */
export function guardedFetch(options: GuardOptions): typeof fetch {
  const maxRedirects = options.maxRedirects ?? 5;
  const headersTimeoutMs = options.headersTimeoutMs ?? 30_000;
  return async (input, init) => {
    let url = requestUrl(input);
    let requestInit: RequestInit = {
      ...(input instanceof Request ? { method: input.method, headers: input.headers } : {}),
      ...init,
    };
    for (let hop = 0; ; hop += 1) {
      await assertAllowedUrl(url, options);
      const response = await fetchWithHeadersTimeout(
        url,
        { ...requestInit, redirect: 'manual' },
        headersTimeoutMs,
      );
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return response;
      await response.body?.cancel();
      if (hop >= maxRedirects) throw new BlockedRequestError('refused: too many redirects');
      const next = new URL(location, url);
      if (next.host !== url.host) {
        const headers = new Headers(requestInit.headers);
        headers.delete('authorization');
        requestInit = { ...requestInit, headers };
      }
      url = next;
    }
  };
}
