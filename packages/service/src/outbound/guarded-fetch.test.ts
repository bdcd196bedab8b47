import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAllowedUrl, BlockedRequestError, guardedFetch } from './guarded-fetch.ts';

// SECURITY.md, row 11: provider URLs pointing at 127.0.0.1 or 169.254.169.254, and redirects to them, are refused.

let server: Server;
let base: string;
let hits = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits += 1;
    if (req.url === '/to-metadata') {
      res.writeHead(302, { location: 'https://169.254.169.254/latest/meta-data/' }).end();
    } else if (req.url === '/silent') {
      // Never answers: the headers timeout must end the request.
    } else if (req.url === '/to-other-host') {
      res.writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/ok` }).end();
    } else {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(`auth=${req.headers.authorization ?? ''}`);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
);

const production = {
  allowedHosts: ['www.googleapis.com', '127.0.0.1', '169.254.169.254', 'metadata.internal'],
  allowLoopback: false,
};

describe('assertAllowedUrl (guard on, as in production)', () => {
  it.each([
    'https://127.0.0.1/drive/v3/files',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/x',
    'https://[fe80::1]/x',
    'https://10.0.0.8/x',
    'https://192.168.1.2/x',
    'https://0.0.0.0/x',
  ])('refuses %s', async (url) => {
    await expect(
      assertAllowedUrl(new URL(url), {
        ...production,
        allowedHosts: [new URL(url).hostname.replace(/^\[|\]$/g, '')],
      }),
    ).rejects.toBeInstanceOf(BlockedRequestError);
  });

  it('refuses plain http, and hosts that are not the provider', async () => {
    await expect(assertAllowedUrl(new URL('http://www.googleapis.com/x'), production)).rejects.toThrow(
      /not https/,
    );
    await expect(assertAllowedUrl(new URL('https://evil.example.org/x'), production)).rejects.toThrow(
      /not a provider host/,
    );
  });

  it('refuses a provider download URL pointing at 127.0.0.1 without sending it', async () => {
    const fetcher = guardedFetch(production);
    const before = hits;
    await expect(fetcher(`${base}/file`)).rejects.toBeInstanceOf(BlockedRequestError);
    expect(hits).toBe(before);
  });
});

describe('guardedFetch with the tests-only loopback allowance', () => {
  const allowLocal = { allowedHosts: ['127.0.0.1'], allowLoopback: true };

  it('reaches the local fake', async () => {
    const response = await guardedFetch(allowLocal)(`${base}/ok`);
    expect(await response.text()).toBe('auth=');
  });

  it('refuses a redirect to 169.254.169.254 even though the first hop was allowed', async () => {
    await expect(
      guardedFetch({ ...allowLocal, allowedHosts: ['127.0.0.1', '169.254.169.254'] })(`${base}/to-metadata`),
    ).rejects.toThrow(/non-public address/);
  });

  it('refuses a redirect to a host off the list', async () => {
    await expect(guardedFetch(allowLocal)(`${base}/to-other-host`)).rejects.toThrow(/not a provider host/);
  });

  it('gives up when no response headers come within the timeout', async () => {
    await expect(guardedFetch({ ...allowLocal, headersTimeoutMs: 200 })(`${base}/silent`)).rejects.toThrow();
  });

  it('drops the Authorization header when a redirect changes host', async () => {
    const fetcher = guardedFetch({ allowedHosts: ['127.0.0.1', 'localhost'], allowLoopback: true });
    const response = await fetcher(`${base}/to-other-host`, { headers: { authorization: 'Bearer secret' } });
    expect(await response.text()).toBe('auth=');
  });
});
