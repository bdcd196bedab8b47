import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// What both fake providers share: an OAuth token endpoint, bearer checks, throttling injection, delays.

export interface FakeProviderControls {
  /** The next `count` API requests (not token requests) answer 429 with `Retry-After: retryAfter`. */
  throttle(count: number, retryAfter: string): void;
  /** Every download waits this long before its body (to catch a worker mid-import). */
  downloadDelayMs: number;
  /** Requests per kind, for assertions ('token', 'list', 'get', 'download', 'export', 'throttled'). */
  readonly counts: Record<string, number>;
  readonly url: string;
  close(): Promise<void>;
}

export const FAKE_REFRESH_TOKEN = 'fake-refresh-token';

export function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

async function formBody(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export type FakeRoute = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  count: (kind: string) => void,
) => Promise<boolean>;

/** Starts a fake provider on 127.0.0.1 with a random port; `route` answers the API calls. */
export async function startFakeProvider(
  options: { tokenPath: string; throttleBody: (retryAfter: string) => unknown; openPaths?: RegExp },
  route: FakeRoute,
): Promise<FakeProviderControls> {
  const accessTokens = new Set<string>();
  const counts: Record<string, number> = {};
  const count = (kind: string) => {
    counts[kind] = (counts[kind] ?? 0) + 1;
  };
  let throttled = 0;
  let retryAfter = '1';
  const controls = { downloadDelayMs: 0 } as { downloadDelayMs: number };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    void (async () => {
      if (req.method === 'POST' && url.pathname === options.tokenPath) {
        count('token');
        const form = await formBody(req);
        if (form.get('grant_type') !== 'refresh_token' || form.get('refresh_token') !== FAKE_REFRESH_TOKEN) {
          return json(res, 400, { error: 'invalid_grant' });
        }
        const token = `access-${accessTokens.size + 1}-${Math.random().toString(36).slice(2)}`;
        accessTokens.add(token);
        return json(res, 200, { access_token: token, expires_in: 3600, token_type: 'Bearer' });
      }
      if (!options.openPaths?.test(url.pathname)) {
        const auth = req.headers.authorization ?? '';
        if (!accessTokens.has(auth.replace(/^Bearer /, '')))
          return json(res, 401, { error: { code: 401, message: 'unauthenticated' } });
        if (throttled > 0) {
          throttled -= 1;
          count('throttled');
          return json(res, 429, options.throttleBody(retryAfter), { 'retry-after': retryAfter });
        }
      }
      if (!(await route(req, res, url, count)))
        json(res, 404, { error: { code: 404, message: 'not found' } });
    })().catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: String(error) });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(controls, {
    counts,
    url: `http://127.0.0.1:${port}/`,
    throttle(n: number, after: string) {
      throttled = n;
      retryAfter = after;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
