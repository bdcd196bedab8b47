import { redactText } from './log-redaction.ts';

// How an error goes into a log line. pino's standard serializer copies every enumerable property, and the
// providers' clients hang the whole exchange on their errors (gaxios: `config` with the Authorization
// header and `response.data`; the Graph client and OpenAI's SDK: `body`, `headers`, `error`). Kept here: the
// class, message and stack, scalar fields such as `code` and `status`, and the provider's body as short
// redacted text, so a failure can still be diagnosed.

const BODY_MAX_CHARS = 500;
const STACK_MAX_CHARS = 4000;
const MAX_DEPTH = 3;
/** Properties never copied, whatever their type. */
const SECRET_KEYS = /token|secret|password|authorization|cookie|api[-_]?key|credential|signature/i;
/** Where the providers' clients put the answer's body. */
const BODY_KEYS = ['body', 'responseBody'] as const;

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  status?: number;
  body?: string;
  cause?: LoggedError;
  errors?: LoggedError[];
  [field: string]: unknown;
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function statusOf(error: Record<string, unknown>): number | undefined {
  const response = error.response as { status?: unknown } | undefined;
  for (const candidate of [error.status, error.statusCode, response?.status]) {
    if (typeof candidate === 'number') return candidate;
  }
  return undefined;
}

function bodyOf(error: Record<string, unknown>): unknown {
  const response = error.response as { data?: unknown } | undefined;
  if (response && typeof response === 'object' && response.data !== undefined) return response.data;
  for (const key of BODY_KEYS) if (error[key] !== undefined && error[key] !== null) return error[key];
  // OpenAI's SDK keeps the parsed body as `error`; gaxios keeps a nested Error there.
  if (error.error !== undefined && !(error.error instanceof Error)) return error.error;
  return undefined;
}

/** The pino serializer for `err`: the error without what its client attached of the exchange. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: redactText(asText(error)) };
  const fields = error as unknown as Record<string, unknown>;
  const logged: LoggedError = {
    type: error.constructor?.name ?? error.name,
    message: redactText(error.message),
  };
  if (error.stack) logged.stack = redactText(error.stack, STACK_MAX_CHARS);
  for (const [key, value] of Object.entries(fields)) {
    if (key in logged || SECRET_KEYS.test(key)) continue;
    if (typeof value === 'number' || typeof value === 'boolean') logged[key] = value;
    else if (typeof value === 'string') logged[key] = redactText(value, BODY_MAX_CHARS);
  }
  const status = statusOf(fields);
  if (status !== undefined) logged.status = status;
  const body = bodyOf(fields);
  if (body !== undefined) logged.body = redactText(asText(body), BODY_MAX_CHARS);
  if (depth < MAX_DEPTH) {
    const cause = error.cause ?? (fields.error instanceof Error ? fields.error : undefined);
    if (cause !== undefined && cause !== error) logged.cause = serializeError(cause, depth + 1);
    if (error instanceof AggregateError) {
      logged.errors = error.errors.slice(0, 5).map((inner: unknown) => serializeError(inner, depth + 1));
    }
  }
  return logged;
}
