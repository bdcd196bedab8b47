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
      details: { name: 'This field is required.' },
      cause,
    });
    expect(error.details).toEqual({ name: 'This field is required.' });
    expect(error.cause).toBe(cause);
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
