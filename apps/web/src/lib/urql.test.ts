import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { buildRequestHeaders, hasUnauthorizedError } from './urql.ts';

describe('buildRequestHeaders', () => {
  it('sends the bearer token and the impersonated organisation', () => {
    expect(buildRequestHeaders('abc', '7')).toEqual({
      Authorization: 'Bearer abc',
      'X-Organization-Id': '7',
    });
  });

  it('sends nothing when anonymous', () => {
    expect(buildRequestHeaders(null, null)).toEqual({});
  });
});

describe('hasUnauthorizedError', () => {
  it('detects the unauthorized message', () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'unauthorized' }] });
    expect(hasUnauthorizedError(error)).toBe(true);
  });

  it('ignores other errors', () => {
    const error = new CombinedError({ graphQLErrors: [{ message: 'Invalid email or password' }] });
    expect(hasUnauthorizedError(error)).toBe(false);
  });
});
