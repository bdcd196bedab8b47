import { retryExchange } from '@urql/exchange-retry';
import { Client, fetchExchange, gql } from 'urql';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, idempotencyExchange } from './idempotency-exchange.ts';

const CREATE = gql`
  mutation Create($name: String!) {
    createProgram(name: $name) {
      id
    }
  }
`;
const LIST = gql`
  query List {
    listPrograms {
      id
    }
  }
`;

const RETRY = { initialDelayMs: 1, maxDelayMs: 1, randomDelay: false, maxNumberAttempts: 2 };

/** A client whose fetch records each request's headers and answers with an empty result. */
function recordingClient() {
  const sent: Headers[] = [];
  let counter = 0;
  const client = new Client({
    url: 'http://localhost/graphql',
    fetchOptions: () => ({ headers: { 'X-Grantflow-Session': 'cookie' } }),
    exchanges: [idempotencyExchange(() => `key-${++counter}`), fetchExchange],
    fetch: async (_input, init) => {
      sent.push(new Headers(init?.headers));
      return new Response(JSON.stringify({ data: null }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  return { client, sent };
}

describe('idempotencyExchange', () => {
  it('sends a fresh key with each mutation call, beside the other headers', async () => {
    const { client, sent } = recordingClient();
    await client.mutation(CREATE, { name: 'A' }).toPromise();
    await client.mutation(CREATE, { name: 'A' }).toPromise();
    expect(sent.map((headers) => headers.get(IDEMPOTENCY_KEY_HEADER))).toEqual(['key-1', 'key-2']);
    expect(sent.map((headers) => headers.get('X-Grantflow-Session'))).toEqual(['cookie', 'cookie']);
  });

  it('keeps the key when urql retries a mutation whose answer was lost', async () => {
    const sent: Headers[] = [];
    const client = new Client({
      url: 'http://localhost/graphql',
      exchanges: [idempotencyExchange(() => `key-${sent.length}`), retryExchange(RETRY), fetchExchange],
      fetch: async (_input, init) => {
        sent.push(new Headers(init?.headers));
        // The first answer is lost on the way back, as a gateway's 502 or a dropped connection loses it.
        if (sent.length === 1) throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify({ data: { createProgram: { id: '1' } } }), {
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const result = await client.mutation(CREATE, { name: 'B' }).toPromise();
    expect(result.data).toEqual({ createProgram: { id: '1' } });
    expect(sent.map((headers) => headers.get(IDEMPOTENCY_KEY_HEADER))).toEqual(['key-0', 'key-0']);
  });

  it('sends no key with queries', async () => {
    const { client, sent } = recordingClient();
    await client.query(LIST, {}).toPromise();
    expect(sent[0]?.get(IDEMPOTENCY_KEY_HEADER)).toBeNull();
  });
});
