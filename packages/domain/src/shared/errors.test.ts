import { describe, expect, it } from 'vitest';
import { DOMAIN_ERROR_MESSAGES, domainErrorMessage } from './error-messages.ts';
import {
  DOMAIN_ERROR_CODES,
  DomainError,
  type DomainErrorCode,
  isDomainError,
  isDomainErrorCode,
} from './errors.ts';

describe('DomainError', () => {
  it.each<[DomainErrorCode, string | undefined, string]>([
    ['FUNDER_NOT_FOUND', undefined, 'FUNDER_NOT_FOUND'],
    ['VALIDATION', 'Please fill all fields', 'Please fill all fields'],
    ['UNAUTHORIZED', 'unauthorized', 'unauthorized'],
  ])('%s with message %j', (code, message, expectedMessage) => {
    const error = new DomainError(code, message);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('DomainError');
    expect(error.code).toBe(code);
    expect(error.message).toBe(expectedMessage);
    expect(error.details).toBeUndefined();
    expect(isDomainError(error)).toBe(true);
  });

  it('carries field details and a cause', () => {
    const cause = new Error('db');
    const error = new DomainError('VALIDATION', 'bad', {
      // @ts-expect-error a bare string has no code: the type refuses it (untyped callers still get it carried as text)
      details: { name: 'This field is required.' },
      cause,
    });
    expect(error.details).toEqual({ name: 'This field is required.' });
    expect(error.cause).toBe(cause);
  });

  it('carries params, coded fields and the issue its message states', () => {
    const tooLong = {
      code: 'MAX_LENGTH',
      params: { limit: 300 },
      message: 'Maximum of 300 characters',
    } as const;
    const error = new DomainError('VALIDATION', tooLong.message, {
      // @ts-expect-error a bare string has no code: the type refuses it (untyped callers still get it carried as text)
      details: { description: tooLong, legacy: 'This field is required.' },
    });
    expect(error.params).toEqual({});
    expect(error.details).toEqual({
      description: 'Maximum of 300 characters',
      legacy: 'This field is required.',
    });
    expect(error.fields).toEqual({ description: tooLong });
    expect(error.issue).toEqual(tooLong);
  });

  it('keeps the params of a domain code', () => {
    const error = new DomainError('RATE_LIMITED', undefined, { params: { retryAfterSeconds: 60 } });
    expect(error.params).toEqual({ retryAfterSeconds: 60 });
    expect(error.fields).toBeUndefined();
    expect(error.issue).toBeUndefined();
  });

  it.each([[new Error('x')], [{ code: 'VALIDATION' }], [null], ['VALIDATION']])(
    'isDomainError(%j) is false',
    (value) => {
      expect(isDomainError(value)).toBe(false);
    },
  );
});

describe('codes and messages', () => {
  it.each([
    ['VALIDATION', true],
    ['INVALID_CREDENTIALS', true],
    ['NOPE', false],
    [42, false],
  ])('isDomainErrorCode(%j) → %s', (value, expected) => {
    expect(isDomainErrorCode(value)).toBe(expected);
  });

  it.each<[DomainErrorCode, string]>([
    ['INVALID_CREDENTIALS', 'Invalid email or password'],
    ['UNAUTHORIZED', 'unauthorized'],
    ['ORGANIZATION_NOT_FOUND', 'The organization id could not be found'],
    ['SESSION_EXPIRED', 'Your session has expired. Please login again.'],
    ['INTERNAL', 'Something went wrong'],
  ])('%s → %j', (code, message) => {
    expect(domainErrorMessage(code)).toBe(message);
  });

  it('has a message for every code', () => {
    expect(Object.keys(DOMAIN_ERROR_MESSAGES).sort()).toEqual([...DOMAIN_ERROR_CODES].sort());
  });
});
