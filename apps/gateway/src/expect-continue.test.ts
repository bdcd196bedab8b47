import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger } from '@grantflow/service/logger';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway } from './gateway.ts';

// curl sends `Expect: 100-continue` for every body over 1 MB, so a plain `curl -F file=@big.pdf` upload
// must get its 100 Continue from the gateway and reach the service whole.

const webDist = mkdtempSync(join(tmpdir(), 'gateway-expect-'));
const received: { bytes: number; expect: string | undefined }[] = [];
let upstream: Server;
let gateway: FastifyInstance;

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Grantflow</title>');
  upstream = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    req.on('end', () => {
      received.push({ bytes, expect: req.headers.expect });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ bytes }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  gateway = buildGateway({
    upstreams: { api: url, rest: url, importer: url, ai: url },
    webDist,
    logger: createLogger({ level: 'silent' }),
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(webDist, { recursive: true, force: true });
});

/** Sends the headers alone, waits for the interim 100 Continue, then the body (as curl does). */
function uploadExpectingContinue(path: string, body: Buffer) {
  const { port } = gateway.server.address() as AddressInfo;
  return new Promise<{ continued: boolean; status: number; body: string }>((resolve, reject) => {
    let continued = false;
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        'content-length': String(body.length),
        expect: '100-continue',
      },
    });
    request.on('continue', () => {
      continued = true;
      request.end(body);
    });
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () => resolve({ continued, status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
    request.flushHeaders();
  });
}

describe('Expect: 100-continue through the gateway', () => {
  it('answers 100 Continue and delivers a 2 MiB upload to the service', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'a');
    const answer = await uploadExpectingContinue('/api/google-drive/upload', body);
    expect(answer).toEqual({ continued: true, status: 200, body: JSON.stringify({ bytes: body.length }) });
    // The service is not asked to wait for a body it already has: the gateway handled the expectation.
    expect(received.at(-1)).toEqual({ bytes: body.length, expect: undefined });
  });
});
