// Helpers for cross-field rules. Form-level rules run even when some field already failed
// (`{ when: always }`), so a form validated on change shows every error at once; a rule then
// skips a field that already carries an error, so one field never shows two messages.

import { type CodedMessage, customIssue } from './messages.ts';

export type IssuePath = readonly PropertyKey[];

export interface IssueSink {
  readonly issues: ReadonlyArray<{ readonly path?: readonly PropertyKey[] | undefined }>;
  addIssue(issue: {
    code: 'custom';
    message: string;
    params?: Record<string, unknown>;
    path?: PropertyKey[];
  }): void;
}

export const always = { when: (): boolean => true };

export function hasIssueAt(ctx: IssueSink, path: IssuePath): boolean {
  return ctx.issues.some((issue) => path.every((key, index) => issue.path?.[index] === key));
}

/** Adds a coded issue at `path` unless that field already has one. */
export function report(ctx: IssueSink, path: IssuePath, message: CodedMessage): void {
  if (!hasIssueAt(ctx, path)) ctx.addIssue(customIssue(message, [...path]));
}

/** Reads a field of a value that may not even be an object (the form-level rule runs regardless). */
export function field(values: unknown, key: string): unknown {
  return typeof values === 'object' && values !== null ? (values as Record<string, unknown>)[key] : undefined;
}

/** A field's parsed value, or undefined when that field failed its own check. */
export function validField(ctx: IssueSink, values: unknown, key: string): unknown {
  return hasIssueAt(ctx, [key]) ? undefined : field(values, key);
}

export const isPresent = (value: unknown): boolean =>
  value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');
