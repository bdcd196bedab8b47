import { inspect } from 'node:util';

// What the launcher prints when start-up fails. Not everything thrown is an Error with a message: a
// refused connection to "localhost" rejects with an AggregateError whose own message is empty, a library
// may throw a string or a plain object, and a rejected promise may carry nothing at all.

const MAX_LENGTH = 500;

/** A one-line, never empty account of a thrown value, following `errors` and `cause` where they hold the reason. */
export function describeError(error: unknown): string {
  const text = describe(error, 0).trim();
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text;
}

function describe(error: unknown, depth: number): string {
  if (error === undefined || error === null) return `an unknown error (${String(error)} was thrown)`;
  if (typeof error === 'string') return error.trim() || 'an unknown error (an empty text was thrown)';
  if (!(error instanceof Error)) return inspect(error, { depth: 2, breakLength: Number.POSITIVE_INFINITY });
  const code = (error as { code?: unknown }).code;
  let text = error.message.trim() || error.name || 'Error';
  if (typeof code === 'string' && !text.includes(code)) text += ` (${code})`;
  if (depth < 3 && error instanceof AggregateError && error.errors.length > 0) {
    text += `: ${error.errors.map((inner) => describe(inner, depth + 1)).join('; ')}`;
  } else if (depth < 3 && error.cause !== undefined) {
    text += `: ${describe(error.cause, depth + 1)}`;
  }
  return text;
}
