import { Client, fetchExchange, gql } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { transitionExchange } from './transition-exchange.ts';

// Counts the transitions open while a result reaches its subscriber (React has no public "in a transition?").
const open = vi.hoisted(() => ({ transitions: 0 }));
vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof import('react')>();
  return {
    ...react,
    startTransition: (scope: () => void) => {
      open.transitions += 1;
      try {
        react.startTransition(scope);
      } finally {
        open.transitions -= 1;
      }
    },
  };
});

function clientAnswering(data: unknown): Client {
  return new Client({
    url: 'http://localhost/graphql',
    exchanges: [transitionExchange, fetchExchange],
    fetch: async () => Response.json({ data }),
  });
}

describe('transitionExchange', () => {
  it('hands each result to its subscribers inside a transition, unchanged', async () => {
    const client = clientAnswering({ hello: 'world' });
    const seen: { data: unknown; inTransition: boolean }[] = [];
    const done = new Promise<void>((resolve) => {
      client.query(gql`{ hello }`, {}).subscribe((result) => {
        seen.push({ data: result.data, inTransition: open.transitions > 0 });
        resolve();
      });
    });
    await done;
    expect(seen).toEqual([{ data: { hello: 'world' }, inTransition: true }]);
  });

  it('lets code awaiting a result go on outside the transition', async () => {
    const client = clientAnswering({ saved: true });
    const result = await client.mutation(gql`mutation { saved }`, {}).toPromise();
    expect(result.data).toEqual({ saved: true });
    expect(open.transitions).toBe(0);
  });
});
