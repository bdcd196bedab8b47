// The one place where a zod issue becomes what clients receive: `{ path, code, params, message }`.
import type { FieldIssue, IssueCode, IssueParams } from '@grantflow/domain/shared/issue-codes';
import { isIssueCode } from '@grantflow/domain/shared/issue-codes';

/** A schema issue as transports and forms use it: a dotted path plus the coded field issue. */
export interface CodedIssue extends FieldIssue {
  /** Dotted path (`application.submission.submissionDate`); '' for the value itself. */
  readonly path: string;
}

/** The parts of a zod 4 issue read here (structural, so callers need no zod types). */
export interface ZodIssueLike {
  readonly code?: string | undefined;
  readonly path: ReadonlyArray<PropertyKey>;
  readonly message: string;
  readonly params?: Record<string, unknown> | undefined;
  readonly origin?: string | undefined;
  readonly format?: string | undefined;
  readonly maximum?: number | bigint | undefined;
  readonly minimum?: number | bigint | undefined;
}

/** True when the schema stamped the issue with a code (see `coded` in messages.ts). */
export function hasIssueCode(issue: ZodIssueLike): boolean {
  return isIssueCode(issue.params?.code);
}

function paramsOf(raw: Record<string, unknown>): IssueParams {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key !== 'code' && (typeof value === 'string' || typeof value === 'number')) params[key] = value;
  }
  return params;
}

const LENGTH_ORIGINS = new Set(['string', 'array', 'set', 'file']);

/**
 * A safety net for an issue no schema stamped (the corpus test keeps this from happening): zod's own
 * issue kind and its numbers, never its text.
 */
function structural(issue: ZodIssueLike): { code: IssueCode; params: IssueParams } {
  const bound = (value: number | bigint | undefined) => Number(value ?? 0);
  const sized = LENGTH_ORIGINS.has(issue.origin ?? '');
  if (issue.code === 'too_big') {
    return sized
      ? { code: 'MAX_LENGTH', params: { limit: bound(issue.maximum) } }
      : { code: 'SMALLER_THAN', params: { max: bound(issue.maximum) } };
  }
  if (issue.code === 'too_small') {
    return sized
      ? { code: 'MIN_LENGTH', params: { min: bound(issue.minimum) } }
      : { code: 'BIGGER_THAN', params: { min: bound(issue.minimum) } };
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return { code: 'EMAIL', params: {} };
  return { code: 'INVALID', params: {} };
}

export function toCodedIssue(issue: ZodIssueLike): CodedIssue {
  const path = issue.path.map(String).join('.');
  const stamped = issue.params;
  if (stamped && isIssueCode(stamped.code)) {
    return { path, code: stamped.code, params: paramsOf(stamped), message: issue.message };
  }
  return { path, ...structural(issue), message: issue.message };
}

/** Every issue of a failed parse, coded; the first issue per path wins (a field shows one message). */
export function codedIssues(issues: ReadonlyArray<ZodIssueLike>): CodedIssue[] {
  const seen = new Set<string>();
  const result: CodedIssue[] = [];
  for (const issue of issues) {
    const coded = toCodedIssue(issue);
    if (seen.has(coded.path)) continue;
    seen.add(coded.path);
    result.push(coded);
  }
  return result;
}
