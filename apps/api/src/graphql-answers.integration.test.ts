import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from './testing/api-test-kit.ts';
import { BOUNDARY } from './testing/multipart.ts';

// A GraphQL client reads failures from `errors[]` alone: every answer of /graphql, whichever layer refuses
// the request (Fastify's body parsing, the shared guard, Yoga, our plugins, the multipart parser), must be
// a GraphQL response with `extensions.code`, never the REST envelope or a bare 500.

let kit: ApiTestKit;

beforeAll(async () => {
  kit = await createApiTestKit({ production: true });
});

afterAll(async () => {
  await kit?.close();
});

interface Answer {
  statusCode: number;
  body: string;
}

/** The one error of a GraphQL response (and nothing of the REST envelope). */
function graphqlError(answer: Answer): { message: string; extensions: Record<string, unknown> } {
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(body).not.toHaveProperty('status');
  expect(body).not.toHaveProperty('error');
  const errors = body.errors as { message: unknown; extensions: Record<string, unknown> }[];
  expect(errors.length).toBeGreaterThan(0);
  expect(typeof errors[0]?.message).toBe('string');
  return errors[0] as { message: string; extensions: Record<string, unknown> };
}

const post = (payload: string, contentType = 'application/json') =>
  kit.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': contentType }, payload });

const deepArray = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('every /graphql answer is a GraphQL response', () => {
  it('answers JSON nested 5,000 levels deep with a coded 400, not INTERNAL', async () => {
    const answer = await post(`{"query":"{ __typename }","variables":{"a":${deepArray(5000)}}}`);
    expect(answer.statusCode).toBe(400);
    expect(graphqlError(answer).extensions).toMatchObject({ code: 'JSON_TOO_DEEP', params: { limit: 64 } });
  });

  it('answers variables nested 5,000 levels deep in a GET without INTERNAL', async () => {
    const variables = encodeURIComponent(`{"a":${deepArray(5000)},"s":"a\\u0000"}`);
    const answer = await kit.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ __typename }')}&variables=${variables}`,
    });
    expect(graphqlError(answer).extensions.code).toBe('VALIDATION');
  });

  it.each([
    [
      'a NUL in a variable',
      200,
      JSON.stringify({ query: '{ __typename }', variables: { s: 'a\u0000' } }),
      'VALIDATION',
    ],
    ['broken JSON', 400, '{"query": ', 'BAD_REQUEST'],
    ['an empty JSON body', 400, '', 'BAD_REQUEST'],
    ['a body over 1 MiB', 413, JSON.stringify({ query: `#${'x'.repeat(1_100_000)}` }), 'PAYLOAD_TOO_LARGE'],
    [
      'a query past the limits',
      200,
      JSON.stringify({ query: `{ ${'a: __typename '.repeat(16)} }` }),
      'QUERY_TOO_COMPLEX',
    ],
  ])('answers %s with %i and a code', async (_name, status, payload, code) => {
    const answer = await post(payload);
    expect(answer.statusCode).toBe(status);
    expect(graphqlError(answer).extensions.code).toBe(code);
  });

  it('answers a GET whose variables are not JSON with a coded 400, not INTERNAL', async () => {
    const answer = await kit.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ __typename }')}&variables=${encodeURIComponent('{"a":')}`,
    });
    expect(answer.statusCode).toBe(400);
    expect(graphqlError(answer).extensions.code).toBe('BAD_REQUEST');
  });

  it.each(['application/xml', 'text/plain'])(
    'answers a body of type %s, which it does not read, with 415 in errors[]',
    async (type) => {
      const answer = await post('{ __typename }', type);
      expect(answer.statusCode).toBe(415);
      expect(graphqlError(answer).extensions.code).toBe('BAD_REQUEST');
    },
  );

  it.each(['PUT', 'DELETE', 'OPTIONS'] as const)(
    'answers %s, which it does not serve, with 405 in errors[]',
    async (method) => {
      const answer = await kit.app.inject({ method, url: '/graphql' });
      expect(answer.statusCode).toBe(405);
      expect(answer.headers.allow).toBe('GET, POST');
      expect(graphqlError(answer).extensions.code).toBe('BAD_REQUEST');
    },
  );

  it('answers a path below /graphql in errors[]', async () => {
    const answer = await kit.app.inject({ method: 'GET', url: '/graphql/x' });
    expect(answer.statusCode).toBe(404);
    expect(graphqlError(answer).extensions.code).toBe('NOT_FOUND');
  });

  it('answers a malformed upload in errors[]', async () => {
    const answer = await kit.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{}\r\n--${BOUNDARY}--\r\n`,
    });
    expect(answer.statusCode).toBe(400);
    expect(graphqlError(answer).extensions.code).toBe('BAD_REQUEST');
  });

  it('answers an anonymous caller of a protected operation with 401 in errors[]', async () => {
    const answer = await post(JSON.stringify({ query: '{ listFunders { total } }' }));
    expect(answer.statusCode).toBe(401);
    expect(graphqlError(answer).extensions.code).toBe('UNAUTHORIZED');
  });
});
