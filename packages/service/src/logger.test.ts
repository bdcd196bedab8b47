import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  return { lines, logger: createLogger({ service: 'test', destination }) };
}

describe('createLogger', () => {
  it('writes JSON with the service name', () => {
    const { lines, logger } = capture();
    logger.info('hello');
    expect(lines[0]).toMatchObject({ service: 'test', msg: 'hello', level: 30 });
  });

  it('redacts headers, passwords, codes and tokens', () => {
    const { lines, logger } = capture();
    logger.info({
      req: { headers: { authorization: 'Bearer abc', cookie: 'token=abc' } },
      body: { email: 'a@example.org', password: 'hunter22', code: '12345' },
      token: 'jwt',
      session: { token: 'jwt2' },
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ['Bearer abc', 'token=abc', 'hunter22', '12345', '"jwt"', 'jwt2']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('a@example.org');
  });

  it('keeps error codes, which are not secrets', () => {
    const { lines, logger } = capture();
    logger.error({ err: Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }) });
    expect(lines[0]).toMatchObject({ err: { code: 'ECONNREFUSED' } });
  });

  it('logs a provider error without its exchange: status and a short redacted body, no credentials', () => {
    const { lines, logger } = capture();
    // The shape gaxios gives its errors: the request's config (with the bearer token) and the whole answer.
    const error = Object.assign(new Error('Request failed: key AIzaSyA-1234567890abcdefghijklmnop refused'), {
      config: { headers: { Authorization: 'Bearer ya29.a0-access-token' }, url: 'https://x/?key=k3y' },
      response: {
        status: 403,
        data: { error: { message: `api_key=sk-live-0123456789abcdef ${'x'.repeat(5000)}` } },
      },
      code: 403,
    });
    logger.error({ err: error }, 'drive call failed');
    const text = JSON.stringify(lines[0]);
    for (const secret of ['AIzaSyA-1234567890', 'ya29.a0-access-token', 'k3y', 'sk-live-0123456789abcdef'])
      expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ err: { type: 'Error', status: 403, code: 403 } });
    const { body } = (lines[0] as { err: { body: string } }).err;
    expect(body).toContain('[redacted');
    expect(body.length).toBeLessThan(600);
  });

  it('follows the cause of an error', () => {
    const { lines, logger } = capture();
    const inner = Object.assign(new Error('token endpoint said no'), {
      body: '{"access_token":"at-123456"}',
    });
    logger.warn({ err: new Error('refresh failed', { cause: inner }) });
    expect(JSON.stringify(lines[0])).not.toContain('at-123456');
    expect(lines[0]).toMatchObject({
      err: { message: 'refresh failed', cause: { message: 'token endpoint said no' } },
    });
  });
});
