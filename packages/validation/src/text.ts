// Text never carries NUL or another control character. PostgreSQL refuses NUL in text ("invalid byte
// sequence"), which surfaced as INTERNAL with SQL text in the log; the other controls, bidi overrides and
// lone surrogates have no business in a name or a note either. Which character is refused where is
// decided once, in the domain's text-characters rules: one-line fields also refuse line breaks and
// zero-width characters; multi-line ones (notes, messages, descriptions) keep tab, LF and CR.
import { DomainError } from '@grantflow/domain/shared/errors';
import type { FieldIssue } from '@grantflow/domain/shared/issue-codes';
import { multilineTextProblem, singleLineTextProblem } from '@grantflow/domain/shared/text-characters';
import { z } from 'zod';
import { type CodedMessage, issue } from './messages.ts';

/** A character no text of any kind keeps (the multi-line rule): what the transports' catch-all refuses. */
export function hasControlCharacters(value: string): boolean {
  return multilineTextProblem(value) !== null;
}

type TextOptions = { error: CodedMessage | ((raw: { input?: unknown }) => string) };

/**
 * The one string schema every one-line field starts from (names, search, e-mail, phone): a line break is
 * coded LINE_BREAK, any other refused character CONTROL_CHARACTERS; each aborts, so no later rule reports
 * the same field twice.
 */
export const text = (options: TextOptions) =>
  z
    .string(options)
    .refine((value) => singleLineTextProblem(value) !== 'LINE_BREAK', { error: issue.lineBreak, abort: true })
    .refine((value) => singleLineTextProblem(value) === null, {
      error: issue.controlCharacters,
      abort: true,
    });

/** The string schema of multi-line fields (notes, descriptions, messages): tab, LF and CR are kept. */
export const multilineText = (options: TextOptions) =>
  z.string(options).refine((value) => !hasControlCharacters(value), {
    error: issue.controlCharacters,
    abort: true,
  });

/**
 * The dotted path of the first string (or object key) holding a control character anywhere in a
 * decoded JSON value, or null. For the transports' catch-all over inputs that no schema reads.
 */
export function findControlCharacters(value: unknown, path = ''): string | null {
  // An explicit stack, not recursion: a value nested thousands of levels deep overflowed the call stack.
  // Entries are pushed in reverse so they are looked at in document order, each key before its value.
  const pending: { value: unknown; path: string; key?: string }[] = [{ value, path }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.key !== undefined && hasControlCharacters(next.key)) return next.path;
    const current = next.value;
    if (typeof current === 'string') {
      if (hasControlCharacters(current)) return next.path || '_';
      continue;
    }
    // Only what JSON decodes to: arrays and plain objects (not streams, buffers or multipart parts).
    if (!Array.isArray(current) && !isPlainObject(current)) continue;
    const entries = Object.entries(current);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      pending.push({ value: child, path: next.path ? `${next.path}.${key}` : key, key });
    }
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  // Query-string parsers build objects on a prototype-less prototype (fast-querystring's `Empty`).
  return prototype === Object.prototype || prototype === null || Object.getPrototypeOf(prototype) === null;
}

const CONTROL_ISSUE: FieldIssue = {
  code: issue.controlCharacters.code,
  params: {},
  message: issue.controlCharacters.text,
};

/** The VALIDATION error for a control character at `path`, shaped like every other field error. */
export function controlCharactersError(path: string): DomainError {
  return new DomainError('VALIDATION', CONTROL_ISSUE.message, {
    details: { [path]: CONTROL_ISSUE },
    issue: CONTROL_ISSUE,
  });
}
