import { CombinedError } from 'urql';
import { describe, expect, it } from 'vitest';
import { buildRequestHeaders, hasUnauthorizedError } from './urql.ts';

describe('buildRequestHeaders', () => {
  it('marks the web app (cookie session, CSRF header) and sends the impersonated organisation', () => {
    expect(buildRequestHeaders('7')).toEqual({
      'X-Grantflow-Session': 'cookie',
      'X-Organization-Id': '7',
    });
  });

  it('never sends a bearer token: the browser adds the HttpOnly cookie by itself', () => {
    expect(buildRequestHeaders(null)).toEqual({ 'X-Grantflow-Session': 'cookie' });
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
