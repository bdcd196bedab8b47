import { describe, expect, it } from 'vitest';
import { ERROR_CODES_HEADER, type FetchLike, httpFetch } from './http.ts';

function recorder() {
  const calls: RequestInit[] = [];
  const fetchImpl: FetchLike = async (_input, init) => {
    calls.push(init);
    return new Response('{}');
  };
  return { calls, fetchImpl, headers: () => (calls.at(-1)?.headers ?? {}) as Record<string, string> };
}

describe('httpFetch', () => {
  it('sends the session cookie and JSON, asking for the coded error of a JSON answer', async () => {
    const { calls, fetchImpl, headers } = recorder();
    await httpFetch('/support', { body: { a: 1 } }, fetchImpl);
    expect(calls[0]).toMatchObject({ method: 'POST', body: '{"a":1}', credentials: 'same-origin' });
    expect(headers()).toMatchObject({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      [ERROR_CODES_HEADER]: '1',
    });
  });

  it('asks for an event stream, or for a file without naming a type', async () => {
    const { fetchImpl, headers } = recorder();
    await httpFetch('/ai/chat/prompt/stream', { body: {}, answer: 'stream' }, fetchImpl);
    expect(headers().Accept).toBe('text/event-stream');
    await httpFetch('/export/x.xlsx', { answer: 'file' }, fetchImpl);
    expect(headers().Accept).toBeUndefined();
    expect(headers()[ERROR_CODES_HEADER]).toBeUndefined();
  });

  it('rejects as fetch does when no answer comes', async () => {
    const failing: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(httpFetch('/verify', {}, failing)).rejects.toThrow('Failed to fetch');
  });
});
