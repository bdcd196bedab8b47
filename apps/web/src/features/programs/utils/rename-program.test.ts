import { describe, expect, it } from 'vitest';
import type { FetchLike } from '../../../lib/http.ts';
import { renameProgram } from './rename-program.ts';

describe('renameProgram', () => {
  it('posts {name, id} as JSON to /program/name', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const fake: FetchLike = async (url, init) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ status: 200, error: null, data: null }), { status: 200 });
    };
    await expect(renameProgram('7', 'Literacy', fake)).resolves.toMatchObject({ ok: true });
    expect(calls[0]?.url).toBe('/program/name');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ name: 'Literacy', id: 7 });
  });

  it('reads a body status of 500 as a failure with its error text', async () => {
    const fake: FetchLike = async () =>
      new Response(JSON.stringify({ status: 500, error: 'Name already taken' }), { status: 200 });
    await expect(renameProgram('7', 'x', fake)).resolves.toMatchObject({
      ok: false,
      error: 'Name already taken',
    });
  });
});
