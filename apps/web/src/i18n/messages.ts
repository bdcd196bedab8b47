import { i18n } from './index.ts';
import type { en } from './locales/en.ts';

type Catalogue = typeof en;
type KeysOf<S extends keyof Catalogue> = `${S}.${keyof Catalogue[S] & string}`;

/** Page titles: plain texts without interpolation. */
export type PageTitleKey = KeysOf<'pages'>;

/** A code and its params, as the servers and packages/validation send them. */
export interface Coded {
  readonly code: string;
  readonly params?: Readonly<Record<string, unknown>> | undefined;
}

/** What an error carries besides its English text (GraphQL extensions, REST envelope fields). */
export interface ErrorCodes {
  readonly code?: unknown;
  readonly params?: unknown;
  readonly issue?: unknown;
  readonly fieldErrors?: unknown;
  readonly fields?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function asCoded(value: unknown, params?: unknown): Coded | undefined {
  if (isRecord(value) && typeof value.code === 'string') return asCoded(value.code, value.params);
  if (typeof value !== 'string') return undefined;
  return { code: value, params: isRecord(params) ? params : undefined };
}

function translated(key: string, params: Coded['params']): string | undefined {
  return i18n.exists(key) ? i18n.t(key as never, { ...params }) : undefined;
}

/** A field issue (`{ code: 'MAX_LENGTH', params: { limit: 300 } }`) in the current language. */
export function translateIssue(issue: Coded): string | undefined {
  return translated(`issues.${issue.code}`, issue.params);
}

export function capitalizeFirst(text: string): string {
  return text.length === 0 ? text : text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * docs/product.md, Messages and error codes: a server error is shown with its first letter capitalised, through the translation step: by the
 * issue its message states (VALIDATION), else by its domain code. An error without a known code (an
 * older server, GraphQL's own syntax errors) shows its text as it came.
 */
export function translateError(message: string, codes: ErrorCodes = {}): string {
  const issue = asCoded(codes.issue);
  const code = asCoded(codes.code, codes.params);
  const byCode =
    (issue && translateIssue(issue)) ??
    (code && code.code !== 'VALIDATION' ? translated(`error_codes.${code.code}`, code.params) : undefined);
  return capitalizeFirst(byCode ?? message);
}

/**
 * Per-field texts of a server or domain error: each coded field by its code, a field that came
 * without one (an older caller) with its text as it came.
 */
export function translateFieldErrors(codes: ErrorCodes): Record<string, string> {
  const errors: Record<string, string> = {};
  if (isRecord(codes.fields)) {
    for (const [path, text] of Object.entries(codes.fields))
      if (typeof text === 'string') errors[path] = text;
  }
  if (isRecord(codes.fieldErrors)) {
    for (const [path, value] of Object.entries(codes.fieldErrors)) {
      const issue = asCoded(value);
      const text = issue && translateIssue(issue);
      if (text) errors[path] = text;
    }
  }
  return errors;
}
