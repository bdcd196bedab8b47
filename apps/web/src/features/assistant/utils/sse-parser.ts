// A server-sent events reader for fetch bodies (EventSource cannot POST): the WHATWG "event stream"
// rules that the prompt stream uses — `event:` and `data:` fields, comments, any line ending, events
// split across chunks at any byte.

export interface SseEvent {
  /** 'message' when the block named none. */
  readonly event: string;
  /** The block's `data:` lines joined with '\n'. */
  readonly data: string;
}

export interface SseParser {
  /** Feeds decoded text; returns the events completed by it. */
  push(text: string): SseEvent[];
  /**
   * The stream ended: returns what a held-back final '\r' completes; a last block without its blank line
   * is dropped, as the standard says.
   */
  end(): SseEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let eventName = '';
  let dataLines: string[] = [];
  let hasData = false;

  function dispatch(out: SseEvent[]) {
    if (hasData) out.push({ event: eventName || 'message', data: dataLines.join('\n') });
    eventName = '';
    dataLines = [];
    hasData = false;
  }

  function line(text: string, out: SseEvent[]) {
    if (text === '') return dispatch(out);
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventName = value;
    else if (field === 'data') {
      dataLines.push(value);
      hasData = true;
    }
    // id and retry mean nothing to a one-shot POST stream.
  }

  return {
    push(text) {
      buffer += text;
      const out: SseEvent[] = [];
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        if (!match) break;
        // A lone '\r' at the very end may be the first half of '\r\n': wait for the next chunk.
        if (match[0] === '\r' && match.index === buffer.length - 1) break;
        line(buffer.slice(0, match.index), out);
        buffer = buffer.slice(match.index + match[0].length);
      }
      return out;
    },
    end() {
      const out: SseEvent[] = [];
      if (buffer.endsWith('\r')) line(buffer.slice(0, -1), out);
      buffer = '';
      eventName = '';
      dataLines = [];
      hasData = false;
      return out;
    },
  };
}
