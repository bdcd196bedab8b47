import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ok } from './envelope.ts';
import { createLogger } from './logger.ts';
import { createServer } from './server.ts';

// The answered-request line skips the logger's redaction (logger.ts): these hold it to what it showed before.
function serverWithCapturedLog(level: string) {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = createServer({ logger: createLogger({ service: 'test', level, destination }) });
  app.get('/fine', async () => ok(true));
  app.get('/quiet', { logLevel: 'warn' }, async () => ok(true));
  return { app, lines };
}

const completed = (lines: Record<string, unknown>[]) => lines.filter((l) => l.msg === 'request completed');

describe('the request line', () => {
  it('names the request, its status and time, with secret query values and headers left out', async () => {
    const { app, lines } = serverWithCapturedLog('info');
    await app.inject({
      method: 'GET',
      url: '/fine?token=s3cret-value&page=2',
      headers: { authorization: 'Bearer abc.def.ghi', cookie: 'session=xyz', 'x-request-id': 'req-77' },
    });
    const [line] = completed(lines);
    expect(line).toMatchObject({
      level: 30,
      service: 'test',
      reqId: 'req-77',
      req: { id: 'req-77', method: 'GET', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(typeof line?.responseTime).toBe('number');
    const text = JSON.stringify(line);
    expect(text).toContain('page=2');
    for (const secret of ['s3cret-value', 'abc.def.ghi', 'xyz', 'authorization', 'cookie'])
      expect(text).not.toContain(secret);
  });

  it('follows a route that logs at a quieter level', async () => {
    const { app, lines } = serverWithCapturedLog('info');
    await app.inject({ method: 'GET', url: '/quiet' });
    await app.inject({ method: 'GET', url: '/fine' });
    expect(completed(lines).map((l) => (l.req as { url: string }).url)).toEqual(['/fine']);
  });

  it('follows the logger level', async () => {
    const { app, lines } = serverWithCapturedLog('warn');
    await app.inject({ method: 'GET', url: '/fine' });
    expect(completed(lines)).toEqual([]);
  });
});
