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

describe('a 401 answer from /graphql', () => {
  it('still reaches the session-expired check as a GraphQL error', async () => {
    const { Client, fetchExchange, gql } = await import('urql');
    const body = JSON.stringify({
      errors: [{ message: 'unauthorized', extensions: { code: 'UNAUTHORIZED' } }],
    });
    const client = new Client({
      url: 'http://localhost/graphql',
      exchanges: [fetchExchange],
      fetch: async () =>
        new Response(body, {
          status: 401,
          statusText: 'Unauthorized',
          headers: { 'content-type': 'application/graphql-response+json' },
        }),
    });
    const result = await client.query(gql('{ listFunders { total } }'), {}).toPromise();
    expect(result.error && hasUnauthorizedError(result.error)).toBe(true);
  });
});
