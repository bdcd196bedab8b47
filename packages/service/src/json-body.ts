import type { FastifyError, FastifyInstance } from 'fastify';

// JSON bodies nested thousands of levels deep parse fine, but whatever walks the value next recursed
// (the control-character guard, JSON.stringify when the gateway sends a body on, pino, zod) and ran out of
// stack: HTTP 500 with a stack trace in the log, on every route. Refused here, before parsing, as the
// caller's mistake. No request of the product comes near the limit (its deepest has fewer than ten levels).

/** Deepest nesting of arrays and objects a JSON body may have. */
export const JSON_NESTING_LIMIT = 64;

export const JSON_TOO_DEEP_CODE = 'JSON_TOO_DEEP';

export function jsonTooDeepMessage(limit: number): string {
  return `The request body nests arrays and objects more than ${limit} levels deep.`;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/** Whether JSON text nests deeper than `limit`, in one pass (brackets inside strings do not count). */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth++;
      if (depth > limit) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

export type JsonTooDeepError = FastifyError & { limit: number };

export function isJsonTooDeep(error: unknown): error is JsonTooDeepError {
  return (error as { code?: unknown } | null)?.code === JSON_TOO_DEEP_CODE;
}

function jsonTooDeep(limit: number): JsonTooDeepError {
  return Object.assign(new Error(jsonTooDeepMessage(limit)), {
    code: JSON_TOO_DEEP_CODE,
    name: 'FastifyError',
    statusCode: 400,
    limit,
  });
}

/** Fastify's own JSON parser (prototype poisoning refused), behind the nesting check. */
export function registerJsonBodyParser(app: FastifyInstance, limit = JSON_NESTING_LIMIT): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, limit)) return done(jsonTooDeep(limit), undefined);
    return parseJson(request, text, done);
  });
}
