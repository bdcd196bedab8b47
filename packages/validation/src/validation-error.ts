// Turns a failed parse into the one VALIDATION error every server throws (GraphQL validateArgs, REST
// parseInput): the first issue's text as the message, and every field coded.
import { DOMAIN_ERROR_MESSAGES } from '@grantflow/domain/shared/error-messages';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { FieldIssue } from '@grantflow/domain/shared/issue-codes';
import { codedIssues, type ZodIssueLike } from './issue.ts';

/** `rootKey` names an issue about the whole value (an empty path). */
export function validationError(issues: ReadonlyArray<ZodIssueLike>, rootKey = '_'): DomainError {
  const details: Record<string, FieldIssue> = {};
  const coded = codedIssues(issues);
  for (const { path, ...issue } of coded) details[path || rootKey] ??= issue;
  const first = coded[0];
  const message = first?.message ?? DOMAIN_ERROR_MESSAGES.VALIDATION;
  return new DomainError('VALIDATION', message, {
    details,
    ...(first ? { issue: { code: first.code, params: first.params, message: first.message } } : {}),
  });
}
