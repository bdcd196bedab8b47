import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger.ts';

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
});

describe('redactUrl', () => {
  it('hides secret query values only', () => {
    expect(redactUrl('/auth/callback?code=abc&state=s1&token=t')).toBe(
      '/auth/callback?code=[redacted]&state=s1&token=[redacted]',
    );
    expect(redactUrl('/program/name')).toBe('/program/name');
  });

  it('hides the secret of the iCalendar feed path but keeps the calendar page', () => {
    expect(redactUrl('/calendar/12-s3cr3tvalue.ics')).toBe('/calendar/[redacted].ics');
    expect(redactUrl('/calendar?month=2026-11')).toBe('/calendar?month=2026-11');
  });
});
