import { describe, expect, it } from 'vitest';
import { describeError } from './describe-error.ts';

describe('describeError', () => {
  it('gives an Error its message', () => {
    expect(describeError(new Error('port 3000 is taken'))).toBe('port 3000 is taken');
  });

  it('never prints "undefined" or an empty text', () => {
    for (const thrown of [undefined, null, '', new Error(''), {}]) {
      const text = describeError(thrown);
      expect(text).not.toBe('');
      expect(text).not.toBe('undefined');
      expect(text).not.toMatch(/^\s*$/);
    }
    expect(describeError(undefined)).toBe('an unknown error (undefined was thrown)');
  });

  it('reads the inner errors of an AggregateError with no message (a refused connection to localhost)', () => {
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}:5432`), { code: 'ECONNREFUSED' });
    const error = Object.assign(new AggregateError([refused('::1'), refused('127.0.0.1')]), {
      code: 'ECONNREFUSED',
    });
    expect(describeError(error)).toBe(
      'AggregateError (ECONNREFUSED): connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432',
    );
  });

  it('follows the cause and shows what a plain object or a text says', () => {
    expect(describeError(new Error('migrations failed', { cause: new Error('relation exists') }))).toBe(
      'migrations failed: relation exists',
    );
    expect(describeError({ code: 'EACCES', path: '/data' })).toBe("{ code: 'EACCES', path: '/data' }");
    expect(describeError('no space left')).toBe('no space left');
  });
});
