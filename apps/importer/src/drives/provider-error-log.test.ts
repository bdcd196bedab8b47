import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger } from '@grantflow/service/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleDriveSession } from './google-drive.ts';
import { oneDriveSession } from './one-drive.ts';

// A provider that fails with a body echoing credentials, as a misconfigured proxy or provider may: the errors the
// real Google and Microsoft clients raise are logged with their status and a short body, without the secrets.

const ACCESS_TOKEN = 'ya29.a0AfB_access-token-0123456789';
const API_KEY = 'AIzaSyD-0123456789abcdefghijklmnopqrs';
const PROVIDER_KEY = 'sk-live-0123456789abcdefghij';

let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer((req, res) => {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        error: {
          code: 500,
          message: `backend failed for key ${API_KEY}; api_key=${PROVIDER_KEY}`,
          echoed: { authorization: req.headers.authorization },
          padding: 'x'.repeat(10_000),
        },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(() => new Promise((resolve) => server?.close(resolve)));

function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(String(chunk));
      callback();
    },
  });
  return { lines, logger: createLogger({ service: 'importer', destination }) };
}

const sessions = {
  google: () => googleDriveSession({ apiUrl: url, fetch, accessToken: async () => ACCESS_TOKEN }),
  microsoft: () => oneDriveSession({ graphUrl: url, fetch, accessToken: async () => ACCESS_TOKEN }),
};

describe('a provider error in the log', () => {
  for (const [provider, session] of Object.entries(sessions)) {
    it(`keeps the status and a short body, without token or keys (${provider})`, async () => {
      const error = await session()
        .getItem('file-1')
        .then(
          () => expect.fail('the provider answered 500'),
          (failure: unknown) => failure,
        );
      const { lines, logger } = capturedLogger();
      logger.error({ err: error }, 'drive call failed');
      const [line = ''] = lines;
      for (const secret of [ACCESS_TOKEN, API_KEY, PROVIDER_KEY]) expect(line).not.toContain(secret);
      const { err } = JSON.parse(line) as { err: { status?: number; body?: string } };
      expect(err.status).toBe(500);
      expect(err.body).toContain('backend failed');
      expect(line.length).toBeLessThan(8_000);
    });
  }
});
