import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser.ts';

function parseChunks(chunks: string[]): SseEvent[] {
  const parser = createSseParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

const STREAM =
  'event: token\ndata: {"text":"Hel"}\n\nevent: token\ndata: {"text":"lo"}\n\n' +
  'event: done\ndata: {"azure_chat_history_id":7}\n\n';

describe('createSseParser', () => {
  it('reads named events in order', () => {
    expect(parseChunks([STREAM])).toEqual([
      { event: 'token', data: '{"text":"Hel"}' },
      { event: 'token', data: '{"text":"lo"}' },
      { event: 'done', data: '{"azure_chat_history_id":7}' },
    ]);
  });

  it('gives the same events however the bytes are split', () => {
    const whole = parseChunks([STREAM]);
    for (let size = 1; size <= 7; size += 1) {
      const chunks = STREAM.match(new RegExp(`[\\s\\S]{1,${size}}`, 'g')) ?? [];
      expect(parseChunks(chunks), `chunks of ${size}`).toEqual(whole);
    }
  });

  it.each([
    ['\r\n', 'CRLF'],
    ['\r', 'CR'],
  ])('accepts %j line endings (%s)', (eol) => {
    const text = `event: token${eol}data: a${eol}${eol}`;
    expect(parseChunks([text])).toEqual([{ event: 'token', data: 'a' }]);
  });

  it('waits when a chunk ends between the CR and the LF of one line ending', () => {
    expect(parseChunks(['data: a\r', '\ndata: b\r\n\r', '\n'])).toEqual([{ event: 'message', data: 'a\nb' }]);
  });

  it('joins data lines, skips comments, defaults the event name and keeps a colon in the value', () => {
    expect(parseChunks([': keep-alive\n\ndata: one\ndata: two: x\n\ndata\n\n'])).toEqual([
      { event: 'message', data: 'one\ntwo: x' },
      { event: 'message', data: '' },
    ]);
  });

  it('dispatches nothing for a block without data, nor for an unterminated last block', () => {
    const parser = createSseParser();
    expect(parser.push('event: token\n\nevent: done\ndata: {}')).toEqual([]);
    expect(parser.end()).toEqual([]);
    expect(parser.push('\n\n')).toEqual([]);
  });
});
